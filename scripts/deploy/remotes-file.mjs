// The deploy target's remotes.json: the shell reads it at every page load, outside any shell
// version, so deploying a remote never changes the shell's files. Values are
// { url, version, versions, canary? } once deployed; remotes never deployed keep the shell's
// default URL. `versions` lists what is published, the only versions a browser may preview
// (?remote:<app>=<version>); `canary` is { version, url, percent } while one runs.
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

/** The manifest URL of `version` of remote `app`. */
export const manifestUrl = (app, version) =>
  new URL(`${encodeURI(version)}/mf-manifest.json`, remoteBaseUrl(app)).href;

/**
 * Writes remote `app`'s entry from its releases.json state (live version, published versions,
 * canary); written atomically.
 */
export function switchRemote(target, app, state) {
  const current = target.readJson(REMOTES_FILE) ?? defaultRemotes();
  const { live, canary } = state;
  const entry = {
    url: manifestUrl(app, live),
    version: live,
    versions: state.releases.map((release) => release.version).reverse(),
    ...(canary && {
      canary: {
        version: canary.version,
        url: manifestUrl(app, canary.version),
        percent: canary.percent,
      },
    }),
  };
  target.writeJson(REMOTES_FILE, { ...current, [app.federationName]: entry });
}
