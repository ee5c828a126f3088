// The app server's files: precompressed variants by Accept-Encoding, caching, ETag and the
// SPA fallback, on a small dist/ precompressed as the build does it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { closeServer, serveApp } from './app-server/server.mjs';
import { precompressFolder } from './precompress.mjs';

const FIRST_PORT = 4500;
const LAST_PORT = 4599;
const BOTH = 'br, gzip';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const script = (name) => `export const ${name} = ${JSON.stringify('x'.repeat(40))};\n`.repeat(60);
const FILES = {
  'main.js': script('main'),
  '123.0abc12ef.js': script('chunk'),
  'tiny.js': 'export const tiny = 1;\n',
  'index.html': `<!doctype html><html><body>${'<p>sign in</p>'.repeat(120)}</body></html>\n`,
  'remotes.json': JSON.stringify({ mfe_users: 'http://localhost:8082/mf-manifest.json' }),
  '.build-stamp': '2025-01-01T00:00:00.000Z\n',
};
// What the fake API answers, already gzip-encoded: the proxy must pass it through as is.
const API_BODY = gzipSync(JSON.stringify({ users: Array(200).fill({ name: 'Ada' }) }));

/** One GET over plain node:http, which, unlike fetch, leaves the body encoded. */
function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** Calls `listen(port)` on the first port of 4500-4599 that is free. */
async function onFreePort(listen) {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    try {
      return await listen(port);
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${FIRST_PORT}-${LAST_PORT}`);
}

function fakeApi(port) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    response.end(API_BODY);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve({ server, port }));
  });
}

describe('app server static files', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  let app;
  let api;
  let port;
  const text = (name) => Buffer.from(FILES[name]);

  before(async () => {
    for (const [name, content] of Object.entries(FILES))
      writeFileSync(path.join(dist, name), content);
    await precompressFolder(dist);
    api = await onFreePort(fakeApi);
    const apiUrl = `http://127.0.0.1:${api.port}`;
    app = await onFreePort((free) => serveApp({ dir: dist, port: free, apiUrl }));
    port = app.server.address().port;
  });
  after(async () => {
    await closeServer(app);
    api.server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('writes .br and .gz for text files of 1 KB or more, not for small or edited-in-place ones', () => {
    for (const name of ['main.js', '123.0abc12ef.js', 'index.html']) {
      assert.ok(existsSync(path.join(dist, `${name}.br`)), `${name}.br`);
      assert.ok(existsSync(path.join(dist, `${name}.gz`)), `${name}.gz`);
    }
    for (const name of ['tiny.js', 'remotes.json', '.build-stamp']) {
      assert.ok(!existsSync(path.join(dist, `${name}.br`)), `${name}.br`);
    }
  });

  test('sends the brotli file to a client that accepts br, cached as the hashed file it encodes', async () => {
    const response = await get(port, '/123.0abc12ef.js', { 'accept-encoding': BOTH });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(response.headers['content-type'], /javascript/);
    assert.match(response.headers.vary, /accept-encoding/i);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.deepEqual(brotliDecompressSync(response.body), text('123.0abc12ef.js'));
  });

  test('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await get(port, '/main.js', { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(gunzipSync(response.body), text('main.js'));
  });

  test('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get(port, '/main.js');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.match(response.headers.vary, /accept-encoding/i);
    assert.deepEqual(response.body, text('main.js'));
  });

  test('index.html and remotes.json are revalidated at every load', async () => {
    for (const pathname of ['/index.html', '/remotes.json']) {
      const response = await get(port, pathname, { 'accept-encoding': BOTH });
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers['cache-control'], 'no-cache', pathname);
    }
  });

  test('answers 304 to a matching If-None-Match, and each encoding has its own ETag', async () => {
    const br = await get(port, '/main.js', { 'accept-encoding': BOTH });
    const plain = await get(port, '/main.js');
    assert.ok(br.headers.etag);
    assert.notEqual(br.headers.etag, plain.headers.etag);
    const again = await get(port, '/main.js', {
      'accept-encoding': BOTH,
      'if-none-match': br.headers.etag,
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('serves index.html compressed for a client-side route', async () => {
    const response = await get(port, '/tenants/users', {
      accept: 'text/html',
      'accept-encoding': BOTH,
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(brotliDecompressSync(response.body), text('index.html'));
  });

  test("passes the API's compressed answer through unchanged", async () => {
    const response = await get(port, '/api/management/users/1', { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.deepEqual(response.body, API_BODY);
  });
});
