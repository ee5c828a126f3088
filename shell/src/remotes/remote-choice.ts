import type { RemoteLocation, RemotesManifest } from './remotes-manifest';

// Which version of each remote this browser loads: the live one, a canary for a share of
// sessions, or a version chosen for preview with ?remote:<app>=<version> (decision 041).
// Both are kept in session storage: they never reach another browser, and a new session
// starts without a preview.

const PREVIEWS_KEY = 'bizcard:remote-previews';
const ROLL_KEY = 'bizcard:canary-roll';
const PARAM = /^remote:(.+)$/;

/** Remote federation name → the version previewed. */
export type Previews = Record<string, string>;

// 'mfe-oauth' (the app's name, as the deploy commands print it) and 'mfe_oauth' both name it.
const federationName = (name: string) => name.replaceAll('-', '_');

/** The app name a person types and reads: mfe_oauth → mfe-oauth. */
export const appName = (name: string) => name.replaceAll('_', '-');

function readPreviews(storage: Storage): Previews {
  try {
    const value: unknown = JSON.parse(storage.getItem(PREVIEWS_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function writePreviews(storage: Storage, previews: Previews): void {
  if (Object.keys(previews).length) storage.setItem(PREVIEWS_KEY, JSON.stringify(previews));
  else storage.removeItem(PREVIEWS_KEY);
}

/**
 * Remembers the previews an address asks for (`?remote:mfe-oauth=1.4.0`; an empty value ends
 * that remote's preview) and returns the address without them.
 */
export function rememberPreviews(address: URL, storage: Storage): URL {
  const previews = readPreviews(storage);
  const rest = new URL(address.href);
  for (const [key, value] of address.searchParams) {
    const name = PARAM.exec(key)?.[1];
    if (!name) continue;
    rest.searchParams.delete(key);
    if (value) previews[federationName(name)] = value;
    else delete previews[federationName(name)];
  }
  writePreviews(storage, previews);
  return rest;
}

/** Ends the preview of one remote in this browser. */
export function clearPreview(name: string, storage: Storage): void {
  const previews = readPreviews(storage);
  delete previews[federationName(name)];
  writePreviews(storage, previews);
}

/** This session's place among all sessions, 0 to 100, drawn once: it decides the canary. */
export function canaryRoll(storage: Storage): number {
  const kept = Number(storage.getItem(ROLL_KEY));
  if (storage.getItem(ROLL_KEY) !== null && kept >= 0 && kept < 100) return kept;
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const roll = (random / 2 ** 32) * 100;
  storage.setItem(ROLL_KEY, String(roll));
  return roll;
}

/** The manifest URL of another published version: a sibling of the live version's folder. */
const versionUrl = (live: RemoteLocation, version: string) =>
  new URL(`../${encodeURI(version)}/mf-manifest.json`, live.url).href;

function chooseOne(
  name: string,
  location: RemoteLocation,
  preview: string | undefined,
  roll: number,
): RemoteLocation {
  if (preview && location.version && location.versions?.includes(preview)) {
    return { ...location, url: versionUrl(location, preview), version: preview, chosen: 'preview' };
  }
  if (preview)
    console.warn(`[remotes] ${appName(name)} ${preview} is not published: not previewed`);
  const { canary } = location;
  if (canary && roll < canary.percent) {
    return { ...location, url: canary.url, version: canary.version, chosen: 'canary' };
  }
  return location;
}

/**
 * Each remote's location for this browser: a preview of a published version (others are
 * ignored and forgotten), else the canary when this session's roll falls in its share, else
 * the live version.
 */
export function chooseLocations(
  remotes: RemotesManifest,
  previews: Previews,
  roll: number,
  storage?: Storage,
): RemotesManifest {
  const chosen: RemotesManifest = {};
  for (const [name, location] of Object.entries(remotes)) {
    chosen[name] = chooseOne(name, location, previews[name], roll);
    if (previews[name] && chosen[name].chosen !== 'preview' && storage) clearPreview(name, storage);
  }
  return chosen;
}

/**
 * Takes the previews the page's address asks for into session storage and drops them from the
 * address; called before anything routes (the sign-in redirect would lose them).
 */
export function takePreviewsFromAddress(): void {
  const address = new URL(window.location.href);
  const rest = rememberPreviews(address, window.sessionStorage);
  if (rest.href !== address.href) window.history.replaceState(window.history.state, '', rest.href);
}

/** remotes.json as this browser uses it (remotes-manifest.ts calls it once per page). */
export function chooseForThisBrowser(remotes: RemotesManifest): RemotesManifest {
  const storage = window.sessionStorage;
  return chooseLocations(remotes, readPreviews(storage), canaryRoll(storage), storage);
}

/** The previews this browser keeps: remote federation name → version. */
export const currentPreviews = (): Previews => readPreviews(window.sessionStorage);
