import { chooseForThisBrowser, takePreviewsFromAddress } from './remote-choice';

/** A version live for a share (0-100) of new sessions. */
export interface RemoteCanary {
  version: string;
  url: string;
  percent: number;
}

/**
 * Where a remote lives: its mf-manifest.json (or remoteEntry.js) URL, and the version deployed
 * there; once deployed also every published version and a running canary. `chosen` says when
 * this browser uses a preview or the canary instead of the live version (remote-choice.ts).
 */
export interface RemoteLocation {
  url: string;
  version?: string;
  versions?: string[];
  canary?: RemoteCanary;
  chosen?: 'preview' | 'canary';
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

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseCanary(value: unknown): RemoteCanary | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, url, percent } = value as Record<string, unknown>;
  if (typeof version !== 'string' || typeof url !== 'string' || typeof percent !== 'number') {
    return undefined;
  }
  return { version, url, percent };
}

// A value is the URL itself (a plain build), or `{ url, version, versions?, canary? }` once
// deploys name versions.
function parseLocation(value: unknown): RemoteLocation | undefined {
  if (typeof value === 'string') return { url: value };
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, version, versions, canary } = value as Record<string, unknown>;
  if (typeof url !== 'string') return undefined;
  const location: RemoteLocation = { url };
  if (typeof version === 'string') location.version = version;
  if (isStrings(versions)) location.versions = versions;
  const parsedCanary = parseCanary(canary);
  if (parsedCanary) location.canary = parsedCanary;
  return location;
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
  return chooseForThisBrowser(parseManifest(await response.json()));
}

/**
 * Reads remotes.json once (the shell asks for it at start, before any remote page needs it),
 * with the versions this browser previews or gets as a canary in place of the live ones.
 * The federation runtime is started with it only when a remote page loads: federation.ts.
 */
export function ensureRemotes(): Promise<RemotesManifest> {
  if (!reading) takePreviewsFromAddress();
  reading ??= fetchManifest().catch((error: unknown) => {
    reading = undefined; // a later load tries again
    throw error;
  });
  return reading;
}
