/** Where a remote lives: its mf-manifest.json (or remoteEntry.js) URL, and the version deployed there. */
export interface RemoteLocation {
  url: string;
  version?: string;
}

/** Remote federation name → where it lives. */
export type RemotesManifest = Record<string, RemoteLocation>;

// webpack's run-time public path: where the shell's index.html and remotes.json live.
declare const __webpack_public_path__: string | undefined;

let reading: Promise<RemotesManifest> | undefined;

function remotesJsonUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL('remotes.json', new URL(base, window.location.href)).href;
}

// A value is the URL itself (a plain build), or `{ url, version }` once deploys name versions.
function parseLocation(value: unknown): RemoteLocation | undefined {
  if (typeof value === 'string') return { url: value };
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, version } = value as Record<string, unknown>;
  if (typeof url !== 'string') return undefined;
  return typeof version === 'string' ? { url, version } : { url };
}

function parseManifest(value: unknown): RemotesManifest {
  const problem = new Error('remotes.json must map remote names to URLs or { url, version }');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw problem;
  const locations: RemotesManifest = {};
  for (const [name, entry] of Object.entries(value)) {
    const location = parseLocation(entry);
    if (!location) throw problem;
    locations[name] = location;
  }
  return locations;
}

// Platform code fetching a static file beside index.html, not the API: plain fetch is right.
async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(remotesJsonUrl(), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return parseManifest(await response.json());
}

/**
 * Reads remotes.json once (the shell asks for it at start, before any remote page needs it).
 * The federation runtime is started with it only when a remote page loads: federation.ts.
 */
export function ensureRemotes(): Promise<RemotesManifest> {
  reading ??= fetchManifest().catch((error: unknown) => {
    reading = undefined; // a later load tries again
    throw error;
  });
  return reading;
}
