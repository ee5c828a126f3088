// The deploy target every command uses. Two kinds, behind the same methods (folder-target.mjs):
// - DEPLOY_TARGET=<folder>: a folder a team shares (a shared mount, an sshfs mount of a static
//   host's folder): every clone that names it sees, deploys to and serves the same versions,
//   and its releases.json files are the team's release log;
// - otherwise the clone's own folder, <repo>/deploy.
// DEPLOY_DIR, when set, names a folder for this command only and wins over DEPLOY_TARGET: the
// tests and the e2e product set it, and must never publish into the team's target.
// Each read-then-write of the pointers runs under the target's lock, so two colleagues
// deploying at once never lose each other's switch.
import { deployDir, folderTarget } from './folder-target.mjs';

/** @returns {import('./folder-target.mjs').DeployTarget} */
export function deployTarget(env = process.env) {
  const setting = env.DEPLOY_DIR ? undefined : env.DEPLOY_TARGET;
  if (setting && /^[a-z][a-z0-9+.-]*:\/\//i.test(setting)) {
    throw new Error(
      `DEPLOY_TARGET=${setting}: only a folder is supported; mount the host's folder (sshfs, NFS) and name the mount`,
    );
  }
  const root = deployDir(env);
  return folderTarget(root, setting ? `shared target ${root}` : root);
}
