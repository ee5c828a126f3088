// An app's releases.json in the deploy target: every published version, and the stack of
// versions made live (a deploy pushes, a rollback pops). `live` is the app's live pointer:
// the app servers serve it at the root of the app's port.
//   { "live": "0.1.0+abc1234", "switchedAt": "...", "liveHistory": [...],
//     "releases": [{ "version": "0.1.0+abc1234", "deployedAt": "..." }] }

const EMPTY = { live: undefined, switchedAt: undefined, liveHistory: [], releases: [] };

export const releasesFile = (app) => `${app}/releases.json`;

/** @param {import('./folder-target.mjs').DeployTarget} target */
export const readReleases = (target, app) => ({ ...EMPTY, ...target.readJson(releasesFile(app)) });

/** The state after publishing `version` and making it live. */
export function withDeployed(state, version, now = new Date()) {
  const at = now.toISOString();
  return {
    live: version,
    switchedAt: at,
    liveHistory: [...state.liveHistory, version],
    releases: [...state.releases, { version, deployedAt: at }],
  };
}

/** The state after switching back to the version live before the current one. */
export function withRolledBack(state, now = new Date()) {
  if (state.liveHistory.length < 2) {
    throw new Error(
      state.live
        ? `${state.live} is the only version that was ever live: nothing to roll back to`
        : 'nothing deployed yet',
    );
  }
  const liveHistory = state.liveHistory.slice(0, -1);
  return { ...state, live: liveHistory.at(-1), switchedAt: now.toISOString(), liveHistory };
}
