// The files of one app in deploy mode (scripts/deploy): its port serves the live version at
// `/` and every published version at `/<version>/`, so a browser that loaded an older
// version keeps finding its files. A content-hashed file missing from the live version is
// looked up in the others, newest first: a shell page opened before a deploy still loads its
// lazy chunks. The shell's `/remotes.json` is the deploy target's, read at every request.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileServing, HASHED, isHidden, notAFile, pathnameOf } from './static-files.mjs';

/** The app's releases.json (live version, versions newest first), read again when it changes. */
function releasesOf(appDeployDir) {
  const file = path.join(appDeployDir, 'releases.json');
  let cached = { mtimeMs: Number.NaN, live: undefined, versions: [] };
  return () => {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return { live: undefined, versions: [] }; // never deployed: served from dist/
    }
    if (mtimeMs !== cached.mtimeMs) {
      const { live, releases = [] } = JSON.parse(readFileSync(file, 'utf8'));
      cached = { mtimeMs, live, versions: releases.map((release) => release.version).reverse() };
    }
    return cached;
  };
}

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The remotes.json the shell reads, with remotes under development pointed at their dev server. */
function sendRemotes(remotesFile, devRemotes) {
  return (_request, reply) => {
    const remotes = { ...JSON.parse(readFileSync(remotesFile, 'utf8')), ...devRemotes };
    reply
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(remotes, null, 2));
  };
}

/**
 * The live-reload socket of each remote on its webpack dev server (ws://localhost:<port>,
 * webpack.common.js), which the page may open: without it every page logged two CSP errors.
 */
const devSocketsOf = (devRemotes) =>
  Object.values(devRemotes).map((url) => `ws://${new URL(url).host}`);

/**
 * @param {{ appDeployDir: string, dist: string, remotesFile?: string,
 *   devRemotes?: Record<string, string> }} options
 * `dist`: served while the app has no live version; `remotesFile`: the shell's remotes.json.
 */
export async function deployedFiles(app, { appDeployDir, dist, remotesFile, devRemotes = {} }) {
  const releases = releasesOf(appDeployDir);
  await fileServing(app, {
    root: dist,
    remotesFile: remotesFile ?? path.join(dist, 'remotes.json'),
    serve: false,
    devSockets: devSocketsOf(devRemotes),
  });

  /** The folder a path is served from, and the file inside it. */
  function locate(pathname) {
    const { live, versions } = releases();
    const [first, ...rest] = pathname.slice(1).split('/');
    if (versions.includes(first))
      return { root: path.join(appDeployDir, first), file: rest.join('/') };
    return { root: live ? path.join(appDeployDir, live) : dist, file: pathname.slice(1) };
  }

  /** A hashed file of another version: names never repeat, so any copy is the right one. */
  function olderCopyOf(file) {
    if (!HASHED.test(path.basename(file))) return undefined;
    const version = releases().versions.find((v) => isFile(path.join(appDeployDir, v, file)));
    return version && path.join(appDeployDir, version);
  }

  const sendIndexFrom = (root) =>
    isFile(path.join(root, 'index.html')) ? (reply) => reply.sendFile('index.html', root) : null;

  if (remotesFile) app.get('/remotes.json', sendRemotes(remotesFile, devRemotes));
  app.get('/*', (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (!pathname || isHidden(pathname)) return notAFile(request, reply, null);
    const { root, file } = locate(pathname);
    const name = file || 'index.html';
    if (isFile(path.join(root, name))) return reply.sendFile(name, root);
    // A page written at build time for one address (scripts/prerender): <address>/index.html.
    const page = path.posix.join(name, 'index.html');
    if (isFile(path.join(root, page))) return reply.sendFile(page, root);
    const older = olderCopyOf(name);
    if (older) return reply.sendFile(name, older);
    return notAFile(request, reply, sendIndexFrom(root));
  });
  app.setNotFoundHandler((request, reply) => notAFile(request, reply, null));
}
