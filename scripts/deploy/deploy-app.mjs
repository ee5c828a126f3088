// One deploy: build (or take a build), check shared compatibility, publish the version, then
// switch the live pointer. Anything that fails before the switch leaves the live version as is.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir } from '../apps.mjs';
import { buildApps } from '../build.mjs';
import { hasPrerenderedScreen } from '../prerender/index.mjs';
import { sharedCompatibilityProblems } from '../shared-compat.mjs';
import { buildVersion } from './build-version.mjs';
import { folderTarget } from './folder-target.mjs';
import { withDeployed } from './releases.mjs';
import { switchLive } from './switch-live.mjs';
import { nextVersion } from './version.mjs';

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
 *   target?: import('./folder-target.mjs').DeployTarget, log?: (line: string) => void }} options
 * `from`: a folder built elsewhere (an earlier release, a CI artifact), published as it is: the
 * shared-compatibility check reads this repository's source, so it only runs for what is built
 * here. `source`: a copy of the app's folder to build instead of the app's own (dist/).
 */
export async function deployApp({
  app,
  from,
  source,
  version,
  target = folderTarget(),
  log = console.log,
}) {
  const label = nextVersion(target, app, version);
  const publish = (folder) => {
    assertIsBuild(folder);
    target.publish(app.name, label, folder);
  };
  if (from) publish(path.resolve(from));
  else {
    log(`Building ${app.name} ${label}…`);
    const checkThenPublish = async (built) => {
      await assertSharedCompatible(app);
      publish(built);
    };
    if (source) await buildCopy(app, path.resolve(source), label, checkThenPublish);
    else await buildOwnSource(app, label, checkThenPublish);
  }
  const state = switchLive(target, app, (current) => withDeployed(current, label));
  return { version: label, previous: state.liveHistory.at(-2) };
}
