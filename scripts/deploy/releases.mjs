// An app's releases.json in the deploy target: every published version, and the stack of
// versions made live (a deploy pushes, a rollback pops). `live` is the app's live pointer:
// the app servers serve it at the root of the app's port.
//   { "live": "0.1.0+abc1234", "switchedAt": "...", "liveHistory": [...],
//     "releases": [{ "version": "0.1.0+abc1234", "deployedAt": "...", "retiredAt": "..." }] }
// `retiredAt`: when the version last stopped being live (pages opened before may still use it).

const EMPTY = { live: undefined, switchedAt: undefined, liveHistory: [], releases: [] };

export const releasesFile = (app) => `${app}/releases.json`;

/** @param {import('./folder-target.mjs').DeployTarget} target */
export const readReleases = (target, app) => ({ ...EMPTY, ...target.readJson(releasesFile(app)) });

/** `releases` with the live version (if any) marked as no longer live since `at`. */
const retiringLive = (state, at) =>
  state.releases.map((release) =>
    release.version === state.live ? { ...release, retiredAt: at } : release,
  );

/** The state after publishing `version` and making it live. */
export function withDeployed(state, version, now = new Date()) {
  const at = now.toISOString();
  return {
    live: version,
    switchedAt: at,
    liveHistory: [...state.liveHistory, version],
    releases: [...retiringLive(state, at), { version, deployedAt: at }],
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
  const at = now.toISOString();
  const liveHistory = state.liveHistory.slice(0, -1);
  const releases = retiringLive(state, at);
  return { ...state, live: liveHistory.at(-1), switchedAt: at, liveHistory, releases };
}

/** The newest versions made live, at most `count`, newest first. */
const lastLive = (liveHistory, count) => [...new Set([...liveHistory].reverse())].slice(0, count);

/**
 * The state after removing old versions. These stay: the live one, the `rollbacks` (at least
 * 1) a rollback can reach, and those published or last live within `graceMs` before `now`:
 * pages opened on them may still be loading their files.
 * @returns {{ state: typeof EMPTY, removed: string[] }}
 */
export function withPruned(state, { rollbacks, graceMs, now = new Date() }) {
  if (!Number.isInteger(rollbacks) || rollbacks < 1) {
    throw new Error('--keep must be a whole number of at least 1');
  }
  const reachable = lastLive(state.liveHistory, rollbacks + 1);
  const recent = (release) =>
    now.getTime() - Date.parse(release.retiredAt ?? release.deployedAt) < graceMs;
  const kept = (release) =>
    release.version === state.live || reachable.includes(release.version) || recent(release);
  const liveHistory = state.liveHistory.filter((version) => reachable.includes(version));
  const removed = state.releases
    .filter((release) => !kept(release))
    .map((release) => release.version);
  return {
    state: { ...state, liveHistory, releases: state.releases.filter(kept) },
    removed,
  };
}
