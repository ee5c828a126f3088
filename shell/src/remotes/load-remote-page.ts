import { remoteModuleId } from '@bizcard/shared/contracts';
import type { ComponentType } from 'react';
import type { startFederation } from './federation';
import { readRemoteAhead } from './read-remote-ahead';
import { ensureRemotes } from './remotes-manifest';

/**
 * An exposed page's module. `ready`, when a page exports it, settles once the data its first
 * render needs is in hand (a call the module started as it loaded): the shell renders the page
 * after that, so it shows with its data at once instead of loading and rendering again.
 */
type PageModule = { default: ComponentType; ready?: Promise<unknown> };

/** How long a page's `ready` may hold it: a slow answer is then met by the page's own loading state. */
const PAGE_READY_WAIT_MS = 300;

const loadedPages = new Map<string, ComponentType>();

/** A page already loaded once renders at once, without suspending again. */
export const loadedPage = (id: string): ComponentType | undefined => loadedPages.get(id);

const inFlight = new Map<string, Promise<PageModule>>();

/**
 * Loads a page of a remote (the pages are declared in @bizcard/shared/contracts) and returns its
 * default export. A remote that lacks the page fails like a dead one: the page offers Retry. A
 * preload and the page share one load; a failed load is forgotten so Retry starts afresh.
 */
export function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const id = remoteModuleId(remote, module);
  // While the runtime's chunk loads, the remote's manifest, entry and page chunk load too.
  readRemoteAhead(remote, module);
  const pending = inFlight.get(id) ?? fetchPage(id);
  inFlight.set(id, pending);
  pending.catch(() => inFlight.delete(id));
  return pending;
}

type Federation = ReturnType<typeof startFederation>;
let federation: Promise<Federation> | undefined;

/** The federation runtime, fetched and started with the first remote page, then kept. */
function startedFederation(): Promise<Federation> {
  federation ??= Promise.all([ensureRemotes(), import('./federation')])
    .then(([remotes, { startFederation }]) => startFederation(remotes))
    .catch((error: unknown) => {
      federation = undefined; // Retry starts afresh
      throw error;
    });
  return federation;
}

async function fetchPage(id: string): Promise<PageModule> {
  const { loadRemote } = await startedFederation();
  const exports = await loadRemote<Partial<PageModule>>(id);
  if (!exports?.default) throw new Error(`${id} has no default export`);
  await settledWithin(exports.ready, PAGE_READY_WAIT_MS);
  loadedPages.set(id, exports.default);
  return { default: exports.default };
}

/** Waits for `promise` to settle, either way, or for `ms`, whichever comes first. */
export async function settledWithin(
  promise: Promise<unknown> | undefined,
  ms: number,
): Promise<void> {
  if (!promise) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise.catch(() => undefined), waited]);
  clearTimeout(timer);
}
