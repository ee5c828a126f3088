// The deploy target's remotes.json: the shell reads it at every page load, outside any shell
// version, so deploying a remote never changes the shell's files. Values are
// { url, version } once deployed; remotes never deployed keep the shell's default URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, apps } from '../apps.mjs';

export const REMOTES_FILE = 'remotes.json';

const shell = apps.find((app) => app.host);
const defaultRemotes = () =>
  JSON.parse(readFileSync(path.join(appDir(shell), 'public', REMOTES_FILE), 'utf8'));

const urlOf = (entry) => (typeof entry === 'string' ? entry : entry.url);

/** The folder a remote is served from: its default manifest URL's folder. */
function remoteBaseUrl(app) {
  const entry = defaultRemotes()[app.federationName];
  if (!entry) throw new Error(`${app.name} is not listed in shell/public/${REMOTES_FILE}`);
  return new URL('.', urlOf(entry));
}

/** Writes the shell's default remotes.json when the target has none yet. */
export function ensureRemotesFile(target) {
  if (!target.readJson(REMOTES_FILE)) target.writeJson(REMOTES_FILE, defaultRemotes());
}

/** Points the shell at `version` of remote `app`; written atomically. */
export function switchRemote(target, app, version) {
  const current = target.readJson(REMOTES_FILE) ?? defaultRemotes();
  const url = new URL(`${version}/mf-manifest.json`, remoteBaseUrl(app)).href;
  target.writeJson(REMOTES_FILE, { ...current, [app.federationName]: { url, version } });
}
