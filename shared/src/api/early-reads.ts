// Reads of the opened page started by the shell's first script (main.js), while the chunks with
// React and the rest of this client are still downloading; the client takes each answer by its
// full URL instead of asking again. docs/decisions/073-early-reads.md

interface EarlyRead {
  askedAt: number;
  /** undefined: the network failed. */
  response: Promise<Response | undefined>;
}

const reads = new Map<string, EarlyRead>();

/** An early answer is used only by a call made this soon after it was asked. */
const FRESH_MS = 10_000;

/** The session cookie's call: the same for every signed-in page. */
export const SESSION_READ_PATH = '/api/management/admin-users/me';

/** Starts a GET of each API path (with its query) on the page's own origin. */
export function startEarlyReads(paths: string[]): void {
  for (const path of paths) {
    const url = `${window.location.origin}${path}`;
    // A failure is the client's to meet: it asks again and handles the error as usual.
    const response = fetch(url, { credentials: 'include' }).catch(() => undefined);
    reads.set(url, { askedAt: Date.now(), response });
  }
}

/**
 * The answer of the early read of `url`, at most once and while fresh; undefined when there is
 * none or it was not a success, so the caller asks itself and meets any error as usual.
 */
export async function takeEarlyRead(url: string): Promise<Response | undefined> {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (Date.now() - read.askedAt > FRESH_MS) return undefined;
  const response = await read.response;
  return response?.ok ? response : undefined;
}

/** Forgets every early read: what was read for a session that is over is not shown. */
export function dropEarlyReads(): void {
  reads.clear();
}
