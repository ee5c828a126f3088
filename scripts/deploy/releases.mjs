// An app's releases.json in the deploy target: every published version, the stack of versions
// made live (a deploy or a promote pushes, a rollback pops), a canary when one runs, and the
// release log. `live` is the app's live pointer: the app servers serve it at the root of the
// app's port.
//   { "live": "0.1.0+abc1234", "switchedAt": "...", "liveHistory": [...],
//     "canary": { "version": "0.1.0+def5678", "percent": 10, "startedAt": "..." },
//     "releases": [{ "version": "0.1.0+abc1234", "deployedAt": "...", "retiredAt": "..." }],
//     "log": [{ "at": "...", "action": "deploy", "version": "0.1.0+abc1234", "by": "ann@host" }] }
// `retiredAt`: when the version last stopped being live (pages opened before may still use it).
// `switchedAt`: when the live version last became live (a rollback or promote included).
import os from 'node:os';

const EMPTY = {
  live: undefined,
  switchedAt: undefined,
  liveHistory: [],
  canary: undefined,
  releases: [],
  log: [],
};

export const releasesFile = (app) => `${app}/releases.json`;

/** @param {import('./folder-target.mjs').DeployTarget} target */
export const readReleases = (target, app) => ({ ...EMPTY, ...target.readJson(releasesFile(app)) });

/** Who runs the command, for the release log: user@host. */
function whoAmI() {
  try {
    return `${os.userInfo().username}@${os.hostname()}`;
  } catch {
    return os.hostname();
  }
}

/** `state` with one more line in its release log. */
export const withLogged = (state, entry, now = new Date()) => ({
  ...state,
  log: [...state.log, { at: now.toISOString(), ...entry, by: whoAmI() }],
});

/** `releases` with the live version (if any) marked as no longer live since `at`. */
const retiringLive = (state, at) =>
  state.releases.map((release) =>
    release.version === state.live ? { ...release, retiredAt: at } : release,
  );

const isPublished = (state, version) =>
  state.releases.some((release) => release.version === version);

/** The state after publishing `version` without making it live. */
export function withPublished(state, version, now = new Date()) {
  return { ...state, releases: [...state.releases, { version, deployedAt: now.toISOString() }] };
}

/** `version`, already published, made live on top of the stack a rollback pops. */
function makingLive(state, version, now) {
  const at = now.toISOString();
  return {
    ...state,
    live: version,
    switchedAt: at,
    liveHistory: [...state.liveHistory, version],
    canary: state.canary?.version === version ? undefined : state.canary,
    releases: retiringLive(state, at),
  };
}

/** The state after publishing `version` and making it live. */
export function withDeployed(state, version, now = new Date()) {
  const published = withPublished(state, version, now);
  return withLogged(makingLive(published, version, now), { action: 'deploy', version }, now);
}

/** The state after making `version`, published earlier, live again. */
export function withPromoted(state, version, now = new Date()) {
  if (!isPublished(state, version)) {
    const known = state.releases.map((release) => release.version).reverse();
    throw new Error(
      `${version} is not published${known.length ? ` (published: ${known.join(', ')})` : ''}`,
    );
  }
  if (state.live === version) throw new Error(`${version} is already live`);
  return withLogged(makingLive(state, version, now), { action: 'promote', version }, now);
}

/** Versions that were live once, other than the live one, newest retirement first. */
const formerlyLive = (state) =>
  state.releases
    .filter((release) => release.retiredAt && release.version !== state.live)
    .sort((a, b) => b.retiredAt.localeCompare(a.retiredAt))
    .map((release) => release.version);

function nothingToRollBackTo(state, app) {
  if (!state.live) return 'nothing deployed yet';
  const others = formerlyLive(state);
  if (!others.length) {
    return `${state.live} is the only version that was ever live: nothing to roll back to`;
  }
  return (
    `nothing to roll back to: no version was live before ${state.live} ` +
    `(also live at some point: ${others.join(', ')}); ` +
    `npm run promote -w ${app ?? '<app>'} <version> makes one of them live again`
  );
}

/** The state after switching back to the version live before the current one. */
export function withRolledBack(state, now = new Date(), app = undefined) {
  if (state.liveHistory.length < 2) throw new Error(nothingToRollBackTo(state, app));
  const at = now.toISOString();
  const liveHistory = state.liveHistory.slice(0, -1);
  const releases = retiringLive(state, at);
  const next = { ...state, live: liveHistory.at(-1), switchedAt: at, liveHistory, releases };
  return withLogged(next, { action: 'rollback', version: next.live, from: state.live }, now);
}

/** The state after publishing `version` as a canary: `percent` of new sessions get it. */
export function withCanary(state, version, percent, now = new Date()) {
  if (!state.live) throw new Error('a canary needs a live version to share sessions with');
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Error('--canary takes a share of sessions from 0 to 100');
  }
  const published = isPublished(state, version) ? state : withPublished(state, version, now);
  const canary = { version, percent, startedAt: now.toISOString() };
  return withLogged({ ...published, canary }, { action: 'canary', version, percent }, now);
}

function runningCanary(state) {
  if (!state.canary)
    throw new Error(`no canary runs${state.live ? ` (${state.live} is live)` : ''}`);
  return state.canary;
}

/** The state after making the canary the live version for everyone. */
export function withCanaryPromoted(state, now = new Date()) {
  const { version } = runningCanary(state);
  const next = makingLive({ ...state, canary: undefined }, version, now);
  return withLogged(next, { action: 'canary promoted', version }, now);
}

/** The state after ending the canary: every session gets the live version again. */
export function withCanaryAborted(state, now = new Date()) {
  const { version } = runningCanary(state);
  return withLogged({ ...state, canary: undefined }, { action: 'canary aborted', version }, now);
}

/** The newest versions made live, at most `count`, newest first. */
const lastLive = (liveHistory, count) => [...new Set([...liveHistory].reverse())].slice(0, count);

export const KEPT_BECAUSE = {
  live: 'live',
  canary: 'canary',
  rollback: 'a rollback reaches it',
  recent: 'published or live in the last 24 hours',
};

/**
 * The state after removing old versions. These stay: the live one, the canary, the
 * `rollbacks` (at least 1) a rollback can reach, and those published or last live within
 * `graceMs` before `now`: pages opened on them may still be loading their files.
 * @returns {{ state: typeof EMPTY, removed: string[], kept: { version: string, why: string[] }[] }}
 */
export function withPruned(state, { rollbacks, graceMs, now = new Date() }) {
  if (!Number.isInteger(rollbacks) || rollbacks < 1) {
    throw new Error('--keep must be a whole number of at least 1');
  }
  const reachable = lastLive(state.liveHistory, rollbacks + 1);
  const recent = (release) =>
    now.getTime() - Date.parse(release.retiredAt ?? release.deployedAt) < graceMs;
  const reasons = (release) =>
    [
      release.version === state.live && KEPT_BECAUSE.live,
      release.version === state.canary?.version && KEPT_BECAUSE.canary,
      release.version !== state.live &&
        reachable.includes(release.version) &&
        KEPT_BECAUSE.rollback,
      recent(release) && KEPT_BECAUSE.recent,
    ].filter(Boolean);
  const kept = (release) => reasons(release).length > 0;
  const liveHistory = state.liveHistory.filter((version) => reachable.includes(version));
  const removed = state.releases
    .filter((release) => !kept(release))
    .map((release) => release.version);
  return {
    state: { ...state, liveHistory, releases: state.releases.filter(kept) },
    removed,
    kept: state.releases
      .filter(kept)
      .reverse()
      .map((release) => ({ version: release.version, why: reasons(release) })),
  };
}
