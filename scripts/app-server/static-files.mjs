// The files of one built app: cache headers by file name, the .br/.gz files written at build
// time (scripts/precompress.mjs), ETag/304, CORS for the shell's cross-origin loads, and
// index.html for client-side routes.
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { securityHeadersHook } from './security-headers.mjs';

// Chunks are named [name].[contenthash:8].js; everything else keeps a fixed name.
export const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The shell on :8080 fetches remotes' manifests and loads their scripts from :8081-8085.
const CROSS_ORIGIN_TYPES = new Set(['.js', '.mjs', '.json']);
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

// A precompressed variant (main.1a2b3c4d.js.br) is cached and shared as the file it encodes.
const PRECOMPRESSED = /\.(?:br|gz)$/;

export function setCacheAndCors(reply, sentFile) {
  const file = sentFile.replace(PRECOMPRESSED, '');
  const cacheControl = HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;
  reply.header('cache-control', cacheControl);
  if (CROSS_ORIGIN_TYPES.has(path.extname(file))) reply.header('access-control-allow-origin', '*');
}

/** The decoded path of a request URL; undefined when it does not decode. */
export function pathnameOf(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

export const isHidden = (pathname) => pathname.split(/[/\\]/).some((part) => part.startsWith('.'));

// A path without an extension, or a page navigation, is a client-side route of the app.
const looksLikeRoute = (pathname, accept = '') =>
  path.extname(pathname) === '' || accept.includes('text/html');

const sendDistIndex = (reply) => reply.sendFile('index.html');

/**
 * Not a file: index.html (sent by `sendIndex`; null when there is none) for routes, 404 for
 * assets, 405 for writes.
 */
export function notAFile(request, reply, sendIndex = sendDistIndex) {
  if (request.method === 'OPTIONS') {
    return reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', '*')
      .send();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply.code(405).header('allow', ALLOWED_METHODS).send();
  }
  const pathname = pathnameOf(request.url);
  const isRoute =
    pathname && !isHidden(pathname) && looksLikeRoute(pathname, request.headers.accept);
  if (isRoute && sendIndex) return sendIndex(reply.code(200));
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

/**
 * The hooks and plugins every app server's files go through: security headers (`remotesFile`:
 * the remotes.json whose origins the shell's policy allows), compression and @fastify/static
 * (`serve: false` when routes of the caller send the files). `devSockets`: live-reload
 * socket origins of remotes on their dev servers, which the policy then lets the page reach.
 */
export async function fileServing(app, { root, remotesFile, serve = true, devSockets = [] }) {
  app.addHook('onRequest', securityHeadersHook(remotesFile, devSockets));
  // Only for what has no .br/.gz file (small files, remotes.json, a dist/ built by webpack
  // alone): it leaves an answer that has a Content-Encoding as it is. Before @fastify/static,
  // as @fastify/compress asks.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    serve,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheAndCors,
  });
}

/**
 * Serves `dist` at `/`; registered as an encapsulated plugin so its hooks stay off the proxy.
 * `remotesFile`: the remotes.json whose origins the shell's policy allows.
 */
export async function staticFiles(app, { dist, remotesFile = path.join(dist, 'remotes.json') }) {
  await fileServing(app, { root: dist, remotesFile });
  app.setNotFoundHandler((request, reply) => notAFile(request, reply));
}
