import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface Options {
  /** Called with the remote's name once a load from it failed for good. */
  onFailure: (remote: string) => void;
}

/**
 * A dead remote must never take the shell down. Every failed loadRemote (manifest, entry
 * script or module) ends in the 'onLoad' lifecycle: there the remote's cached state is reset,
 * so a Retry refetches, and the error goes on to the page's error boundary. Earlier
 * lifecycles rethrow into 'onLoad'; while sharing is set up a dead remote is just skipped.
 */
export function remoteErrorPlugin({ onFailure }: Options): ModuleFederationRuntimePlugin {
  return {
    name: 'bizcard-remote-error',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      console.warn(`[remotes] "${name}" could not be loaded`, error);
      onFailure(name);
      return undefined;
    },
  };
}
