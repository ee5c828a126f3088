import { ensureRemotes } from '../../../remotes/remotes-manifest';
import { readManifestVersion } from './read-manifest-version';

/** One remote as the About panel lists it. */
export interface RemoteVersion {
  /** Federation name, as in remotes.json: 'mfe_tenants'. */
  name: string;
  url: string;
  /** Undefined when neither remotes.json nor the remote's manifest names one. */
  version: string | undefined;
}

/**
 * Every remote of remotes.json with its live version: the one remotes.json names (a deploy),
 * else the one its manifest names (a plain build).
 */
export async function readRemoteVersions(signal: AbortSignal): Promise<RemoteVersion[]> {
  const remotes = await ensureRemotes();
  return Promise.all(
    Object.entries(remotes).map(async ([name, { url, version }]) => ({
      name,
      url,
      version: version ?? (await readManifestVersion(url, signal)),
    })),
  );
}
