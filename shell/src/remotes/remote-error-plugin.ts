import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface Options {
  /** Called with the remote's name each time a module of it has loaded. */
  onLoaded: (remote: string) => void;
  /** Called with the remote's name and the error once a load from it failed for good. */
  onFailure: (remote: string, error: unknown) => void;
}

/**
 * Follows how each remote's loads end, and keeps a dead remote from taking the shell down.
 * Every failed loadRemote (manifest, entry script or module) ends in the 'onLoad' lifecycle:
 * there the remote's cached state is reset, so a Retry refetches, and the error goes on to
 * the page's error boundary. Earlier lifecycles rethrow into 'onLoad'; while sharing is set up
 * a dead remote is just skipped.
 */
export function remoteErrorPlugin({ onLoaded, onFailure }: Options): ModuleFederationRuntimePlugin {
  return {
    name: 'bizcard-remote-error',
    onLoad({ remote }) {
      onLoaded(remote.name);
      return undefined; // the module as loaded, unwrapped
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      onFailure(remote?.name ?? id.split('/')[0] ?? id, error);
      return undefined;
    },
  };
}
