// Making a published version live: releases.json (the app's live pointer) and, for a remote,
// its entry in remotes.json. Each file is replaced atomically (write, then rename).
import { readReleases, releasesFile } from './releases.mjs';
import { ensureRemotesFile, switchRemote } from './remotes-file.mjs';

/**
 * @param {import('./folder-target.mjs').DeployTarget} target
 * @param {import('../apps.mjs').App} app
 * @param {(state: ReturnType<typeof readReleases>) => ReturnType<typeof readReleases>} change
 */
export function switchLive(target, app, change) {
  const next = change(readReleases(target, app.name));
  target.writeJson(releasesFile(app.name), next);
  if (app.host) ensureRemotesFile(target);
  else switchRemote(target, app, next.live);
  return next;
}
