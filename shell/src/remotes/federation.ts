import {
  init,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { providedSingletons } from './provided-singletons';
import { earlyManifestPlugin } from './read-remote-ahead';
import { remoteErrorPlugin } from './remote-error-plugin';
import { reportRemoteFailure } from './remote-failure-report';
import { setRemoteLoadState } from './remote-load-status';
import type { RemotesManifest } from './remotes-manifest';

// Loaded with the first remote page (see load-remote-page.ts), never on the start-up path:
// the federation runtime, and everything that only matters once a remote loads, stay off the
// sign-in pages. docs/decisions/025-shell-start-up-bundle.md

let manifest: RemotesManifest = {};

const onLoaded = (name: string) => setRemoteLoadState(name, 'loaded');

function onFailure(name: string, error: unknown): void {
  setRemoteLoadState(name, 'failed');
  reportRemoteFailure(name, manifest[name], error);
  resetRemote(name);
}

/**
 * Starts the federation runtime with the shell as host: the singletons it renders with are
 * provided to every remote, and the remotes of remotes.json are registered.
 */
export function startFederation(remotes: RemotesManifest): { loadRemote: typeof loadRemote } {
  manifest = remotes;
  init({
    name: 'shell',
    remotes: [],
    // Replaced by the build with the versions and ranges webpack.common.js declares.
    shared: providedSingletons(process.env.SHARED_SINGLETONS),
    shareStrategy: 'loaded-first',
  });
  registerPlugins([remoteErrorPlugin({ onLoaded, onFailure }), earlyManifestPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, { url }]) => ({ name, entry: url })));
  return { loadRemote };
}

/**
 * Drops what the runtime cached for a remote (manifest, entry script, container, share
 * scope entries) so the next load fetches it again.
 */
export function resetRemote(name: string): void {
  const location = manifest[name];
  if (location) registerRemotes([{ name, entry: location.url }], { force: true });
}
