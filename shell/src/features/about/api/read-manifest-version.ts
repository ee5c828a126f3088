interface ManifestMetaData {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

/**
 * The build version a remote's mf-manifest.json names, if it names one. Like remotes.json, the
 * manifest is a static file of the remote's host, not the API: plain fetch is right here.
 */
export async function readManifestVersion(
  url: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  // A remoteEntry.js URL has no manifest to ask.
  if (!new URL(url, window.location.href).pathname.endsWith('.json')) return undefined;
  try {
    const response = await fetch(url, { signal });
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as ManifestMetaData | null;
    const version = manifest?.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && version !== '' ? version : undefined;
  } catch {
    return undefined; // an unreachable or malformed manifest: the version stays unknown
  }
}
