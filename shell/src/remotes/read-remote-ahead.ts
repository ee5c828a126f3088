import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ensureRemotes } from './remotes-manifest';

// A cold load of a remote page used to be a chain: remotes.json, then the federation runtime's
// chunk, then the remote's mf-manifest.json, then its remoteEntry.js and the page's chunk. Here
// the manifest is asked for as soon as remotes.json says where it is, and the entry and the
// page's chunk are preloaded from it, while the runtime's chunk is still on its way; the
// runtime then finds all three ready. The URLs are the ones remotes.json names for this
// browser (live, canary or preview), read at run time: a remote's deploy needs no shell build.
// docs/decisions/069-a-remote-page-read-ahead.md

/** What of an mf-manifest.json the read-ahead uses. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** Manifest URL → its body, until the federation runtime takes it (once). */
const earlyManifests = new Map<string, Promise<string>>();
const readRemotes = new Set<string>();

// Platform code fetching a remote's static manifest, not the API: plain fetch is right.
async function fetchManifestText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}

/** The entry and the page's own chunks, as URLs; none when the manifest names no folder. */
export function scriptsToPreload(
  manifestUrl: string,
  manifest: RemoteManifest,
  module: string,
): string[] {
  const { publicPath, remoteEntry } = manifest.metaData ?? {};
  if (publicPath !== 'auto' || !remoteEntry?.name) return [];
  // publicPath 'auto': every file sits beside the manifest.
  const inFolder = (file: string) => new URL(file, manifestUrl).href;
  const entry = inFolder([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'));
  const exposed = manifest.exposes?.find(
    (expose) => expose.name === module || expose.path === `./${module}`,
  );
  return [entry, ...(exposed?.assets?.js?.sync ?? []).map(inFolder)];
}

async function readAhead(remote: string, module: string): Promise<void> {
  const location = (await ensureRemotes())[remote];
  // A remotes.json entry may name the remoteEntry.js itself: nothing to read ahead then.
  if (!location || !new URL(location.url).pathname.endsWith('.json')) return;
  const text = fetchManifestText(location.url);
  earlyManifests.set(location.url, text);
  for (const href of scriptsToPreload(location.url, JSON.parse(await text), module)) {
    preload(href);
  }
}

/**
 * Starts reading a remote's manifest and preloading its entry and the page's chunk, once per
 * remote; the first load of its pages goes on as before. A failure here is left to that load.
 */
export function readRemoteAhead(remote: string, module: string): void {
  if (readRemotes.has(remote)) return;
  readRemotes.add(remote);
  readAhead(remote, module).catch(() => undefined);
}

/** The manifest read ahead for `url`, at most once; undefined: fetch it as usual. */
export function takeEarlyManifest(url: string): Promise<string> | undefined {
  const text = earlyManifests.get(url);
  earlyManifests.delete(url);
  return text;
}

/** Hands the federation runtime a manifest read ahead instead of fetching it again. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bizcard-early-manifest',
    fetch(url) {
      const text = takeEarlyManifest(url);
      if (!text) return undefined;
      // A failed read-ahead: the runtime fetches it itself, and its error handling applies.
      return text.then(
        (body) => new Response(body, { headers: { 'content-type': 'application/json' } }),
        () => fetch(url),
      );
    },
  };
}
