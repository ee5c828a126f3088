// How `npm start` serves each app: from dist/ as built, or, in deploy mode (DEPLOY_DIR set or
// deploy/ present), the live version of the deploy folder. DEV_REMOTES=mfe-users (a comma
// list) leaves those remotes' ports to their webpack dev servers and points the shell at them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, findApp } from '../apps.mjs';
import { deployDir, deployModeOn, folderTarget } from './folder-target.mjs';
import { readReleases } from './releases.mjs';
import { REMOTES_FILE } from './remotes-file.mjs';

export function servingPlan(env = process.env) {
  const deployMode = deployModeOn();
  const root = deployDir();
  const devApps = (env.DEV_REMOTES ?? '').split(',').filter(Boolean).map(findApp);
  if (devApps.length && !deployMode) {
    throw new Error(
      'DEV_REMOTES works with a deploy folder (DEPLOY_DIR or deploy/): deploy the product first',
    );
  }
  if (devApps.some((app) => app.host)) throw new Error('DEV_REMOTES lists remotes, not the shell');
  const devRemotes = Object.fromEntries(
    devApps.map((app) => [app.federationName, `http://localhost:${app.port}/mf-manifest.json`]),
  );
  const isLive = (app) => deployMode && Boolean(readReleases(folderTarget(root), app.name).live);
  const remotesFile = path.join(root, REMOTES_FILE);

  return {
    deployMode,
    root,
    /** Apps whose port a dev server takes instead. */
    isLeftToDevServer: (app) => devApps.includes(app),
    /** Apps served from dist/: only those have builds to keep current. */
    servesDist: (app) => !isLive(app),
    /** serveApp's options for `app`. */
    serveOptions(app) {
      if (!deployMode) return { dir: distDir(app) };
      const shellOptions = app.host && {
        remotesFile: existsSync(remotesFile) ? remotesFile : undefined,
        devRemotes,
      };
      return {
        dir: distDir(app),
        deployed: { appDeployDir: path.join(root, app.name), ...shellOptions },
      };
    },
  };
}
