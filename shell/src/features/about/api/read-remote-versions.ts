import { ensureRemotes } from '../../../remotes/remotes-manifest';
import { readManifestVersion } from './read-manifest-version';

/** One remote as the About panel lists it. */
export interface RemoteVersion {
  /** Federation name, as in remotes.json: 'mfe_tenants'. */
  name: string;
  url: string;
  /** Undefined when neither remotes.json nor the remote's manifest names one. */
  version: string | undefined;
  /** This browser's own choice instead of the live version: a preview or the canary. */
  chosen?: 'preview' | 'canary';
}

/**
 * Every remote of remotes.json with the version this browser uses: the one remotes.json names
 * (a deploy; a preview or the canary when chosen), else the one its manifest names (a plain build).
 */
export async function readRemoteVersions(signal: AbortSignal): Promise<RemoteVersion[]> {
  const remotes = await ensureRemotes();
  return Promise.all(
    Object.entries(remotes).map(async ([name, { url, version, chosen }]) => ({
      name,
      url,
      version: version ?? (await readManifestVersion(url, signal)),
      ...(chosen && { chosen }),
    })),
  );
}
