// One deploy: check shared compatibility, build (or take a build), publish the version, then
// switch the live pointer (or start a canary). Anything that fails before the switch leaves
// the live version as is.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appDir, distDir } from '../apps.mjs';
import { buildApps } from '../build.mjs';
import { hasPrerenderedScreen } from '../prerender/index.mjs';
import { sharedCompatibilityProblems } from '../shared-compat.mjs';
import { CHECKS, runAppChecks, withChecksRecorded } from './app-checks.mjs';
import { buildVersion } from './build-version.mjs';
import { assertFitsLive } from './live-compat.mjs';
import { readReleases, withCanary, withDeployed } from './releases.mjs';
import { switchLive } from './switch-live.mjs';
import { deployTarget } from './target.mjs';
import { buildLabel, nextVersion } from './version.mjs';

/** A path typed on the command line: npm runs workspace scripts in the workspace's folder. */
const typedPath = (file) => path.resolve(process.env.INIT_CWD ?? '', file);

async function assertSharedCompatible(app) {
  const problems = await sharedCompatibilityProblems(app.name);
  if (problems.length) {
    throw new Error(`shared compatibility check failed:\n  ${problems.join('\n  ')}`);
  }
}

function assertIsBuild(folder) {
  const marker = ['index.html', 'mf-manifest.json'].find((file) =>
    existsSync(path.join(folder, file)),
  );
  if (!marker) throw new Error(`${folder} holds no build (no index.html, no mf-manifest.json)`);
}

/** The app's own build, as `npm run build` makes it (dist/), with `version` compiled in. */
async function buildOwnSource(app, version, use) {
  const previous = process.env.APP_VERSION;
  process.env.APP_VERSION = version;
  try {
    await buildApps([app]);
  } finally {
    if (previous === undefined) delete process.env.APP_VERSION;
    else process.env.APP_VERSION = previous;
  }
  await use(distDir(app));
}

/** A build of another copy of the app's folder, in a scratch folder removed afterwards. */
async function buildCopy(app, sourceDir, version, use) {
  if (hasPrerenderedScreen(app)) {
    throw new Error(
      `--source cannot build ${app.name}: its sign-in page is rendered from its own folder`,
    );
  }
  const scratch = mkdtempSync(path.join(tmpdir(), `bizcard-deploy-${app.name}-`));
  try {
    await buildVersion({ sourceDir, outDir: scratch, version });
    await use(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * @param {{ app: import('../apps.mjs').App, from?: string, source?: string, version?: string,
 *   canary?: number, target?: import('./folder-target.mjs').DeployTarget,
 *   log?: (line: string) => void }} options
 * `from`: a folder built elsewhere (an earlier release, a CI artifact), published as it is and
 * labelled from its own build-info.json: the shared-compatibility check reads this
 * repository's source, so it only runs for what is built here. `source`: a copy of the app's
 * folder to build instead of the app's own (dist/). `canary`: the share of new sessions (0-100)
 * that get the new version; the live version stays live for the others. `skipChecks`: publish
 * without running the app's typecheck and tests (app-checks.mjs), recorded in the release log;
 * the check against what is live (live-compat.mjs) always runs.
 */
export async function deployApp({
  app,
  from,
  source,
  version,
  canary,
  skipChecks = false,
  target = deployTarget(),
  log = console.log,
}) {
  if (canary !== undefined) {
    if (app.host) throw new Error('a canary is for remotes: the shell has one live version');
    withCanary(readReleases(target, app.name), 'check', canary); // refused before any build
  }
  const fromDir = from && typedPath(from);
  const label = nextVersion(target, app, version, fromDir && buildLabel(fromDir));
  const publish = (folder) => {
    assertIsBuild(folder);
    assertFitsLive({ target, app, candidateDir: folder, version: label, log });
    target.publish(app.name, label, folder);
  };
  let checks = CHECKS.notRun;
  if (fromDir) publish(fromDir);
  else {
    // Checked before the build: a refusal takes seconds, not a full build.
    await assertSharedCompatible(app);
    const sourceDir = source ? typedPath(source) : appDir(app);
    checks = await runAppChecks({ app, sourceDir, skip: skipChecks, log });
    log(`Building ${app.name} ${label}…`);
    if (source) await buildCopy(app, typedPath(source), label, publish);
    else await buildOwnSource(app, label, publish);
  }
  const change = (current) =>
    withChecksRecorded(
      canary === undefined ? withDeployed(current, label) : withCanary(current, label, canary),
      checks,
    );
  const state = switchLive(target, app, change);
  return { version: label, previous: state.liveHistory.at(-2), live: state.live };
}
