// Serves one built app (its dist/ folder) and forwards /api and /c to the API.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
// Chunks are named [name].[contenthash:8].js; everything else keeps a fixed name.
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

const isProxied = (pathname) => /^\/(api|c)(\/|$)/.test(pathname);

/** Gzipped bodies, computed at the first request of a file and kept while it is unchanged. */
const gzipCache = new Map();

async function gzipped(file, info) {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.body;
  const body = await gzipAsync(await readFile(file), { level: 9 });
  gzipCache.set(file, { mtimeMs: info.mtimeMs, size: info.size, body });
  return body;
}

async function fileInfo(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path names, or index.html for client-side routes; undefined for a 404. */
async function resolveFile(dist, pathname, acceptsHtml) {
  const relative =
    path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '') || 'index.html';
  const file = path.join(dist, relative);
  const hidden = relative.split(/[/\\]/).some((part) => part.startsWith('.'));
  if (hidden || !file.startsWith(dist + path.sep)) return undefined;
  const info = await fileInfo(file);
  if (info) return { file, info };
  const looksLikeRoute = path.extname(relative) === '' || acceptsHtml;
  if (!looksLikeRoute) return undefined;
  const index = path.join(dist, 'index.html');
  const indexInfo = await fileInfo(index);
  return indexInfo && { file: index, info: indexInfo };
}

function headersFor(file, info) {
  const ext = path.extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE,
    'Last-Modified': info.mtime.toUTCString(),
    ETag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    'X-Content-Type-Options': 'nosniff',
  };
  // The shell on :8080 loads remotes' manifests and scripts from :8081-8085.
  if (ext === '.js' || ext === '.mjs' || ext === '.json')
    headers['Access-Control-Allow-Origin'] = '*';
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
  return headers;
}

async function serveFile(req, res, dist) {
  const { pathname } = new URL(req.url, 'http://localhost');
  const found = await resolveFile(dist, pathname, req.headers.accept?.includes('text/html'));
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const { file, info } = found;
  const headers = headersFor(file, info);
  if (req.headers['if-none-match'] === headers.ETag) {
    res.writeHead(304, headers).end();
    return;
  }
  const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (wantsGzip && COMPRESSIBLE.has(path.extname(file)) && info.size > 1024) {
    const body = await gzipped(file, info);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

const agent = new http.Agent({ keepAlive: true });

/** Streams the request to the API and its answer back, status and headers (set-cookie) kept. */
function proxy(req, res, api) {
  const headers = withoutHopByHop(req.headers);
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const upstream = http.request(
    { hostname: api.hostname, port: api.port, path: req.url, method: req.method, headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    },
  );
  res.on('close', () => upstream.destroy());
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'API unavailable' }));
  });
  req.pipe(upstream);
}

function handler(dist, api) {
  return (req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    if (isProxied(pathname)) return proxy(req, res, api);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    serveFile(req, res, dist).catch((error) => {
      console.error(`[static] ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };
}

/**
 * Serves a built dist/ folder on `port`; resolves with the listening http.Server.
 * @param {{ dir: string, port: number, apiUrl: string, host?: string }} options
 */
export function serveApp({ dir, port, apiUrl, host = '0.0.0.0' }) {
  const dist = path.resolve(dir);
  const server = http.createServer(handler(dist, new URL(apiUrl)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Stops accepting connections, drops idle ones at once and busy ones after a second. */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  });
}
