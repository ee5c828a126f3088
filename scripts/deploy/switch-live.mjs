// Changing what is live: releases.json (the app's live pointer, canary and log) and, for a
// remote, its entry in remotes.json. Each file is replaced atomically (write, then rename),
// under the target's lock.
import { readReleases, releasesFile } from './releases.mjs';
import { ensureRemotesFile, switchRemote } from './remotes-file.mjs';

/**
 * @param {import('./folder-target.mjs').DeployTarget} target
 * @param {import('../apps.mjs').App} app
 * @param {(state: ReturnType<typeof readReleases>) => ReturnType<typeof readReleases>} change
 */
export function switchLive(target, app, change) {
  return target.locked(() => {
    const next = change(readReleases(target, app.name));
    target.writeJson(releasesFile(app.name), next);
    if (app.host) ensureRemotesFile(target);
    else if (next.live) switchRemote(target, app, next);
    return next;
  });
}
