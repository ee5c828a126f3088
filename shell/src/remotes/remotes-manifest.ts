import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';

/** Remote federation name → URL of its mf-manifest.json (or remoteEntry.js). */
export type RemotesManifest = Record<string, string>;

// webpack's run-time public path: where the shell's index.html and remotes.json live.
declare const __webpack_public_path__: string | undefined;

let manifest: RemotesManifest = {};
let registration: Promise<RemotesManifest> | undefined;

function remotesJsonUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL('remotes.json', new URL(base, window.location.href)).href;
}

function parseManifest(value: unknown): RemotesManifest {
  const isMap =
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((url) => typeof url === 'string');
  if (!isMap) throw new Error('remotes.json must map remote names to URLs');
  return value as RemotesManifest;
}

// Platform code fetching a static file beside index.html, not the API: plain fetch is right.
async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(remotesJsonUrl(), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return parseManifest(await response.json());
}

function register(next: RemotesManifest): RemotesManifest {
  manifest = next;
  registerPlugins([remoteErrorPlugin({ onFailure: resetRemote })]);
  registerRemotes(Object.entries(next).map(([name, entry]) => ({ name, entry })));
  return next;
}

/** Reads remotes.json once and registers every remote with the federation runtime. */
export function ensureRemotes(): Promise<RemotesManifest> {
  registration ??= fetchManifest()
    .then(register)
    .catch((error: unknown) => {
      registration = undefined; // a later load tries again
      throw error;
    });
  return registration;
}

/**
 * Drops what the runtime cached for a remote (manifest, entry script, container, share
 * scope entries) so the next load fetches it again.
 */
export function resetRemote(name: string): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
