// What the deployment check asks nginx directly, before the journeys: the redirect to https,
// the apps' security headers (exactly those `npm start` sets), the API's own headers left
// alone, the body limits and the passive health check of the upstream.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { securityHeadersHook } from '../app-server/security-headers.mjs';

/** One request; resolves with status, headers and body text. */
export function ask(url, { method = 'GET', headers = {}, body, ca } = {}) {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method, headers, ca, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', (error) => {
      // nginx may answer 413 and close before the whole body is sent.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    req.end(body);
  });
}

/** The headers the app server's hook sets for `remotesFile` (lower-case names). */
function appServerHeaders(remotesFile, url) {
  const headers = {};
  const raw = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  securityHeadersHook(remotesFile)({ url, raw: {} }, { raw }, () => undefined);
  return headers;
}

// Pages whose address carries a token, and another, each answered with its Referrer-Policy.
const TOKEN_PAGES = ['/auth/callback?token=x', '/forgot-password?token=x', '/tenants'];

// helmet writes an empty source list as "'self' ;", nginx's line as "'self';".
const normalized = (value) => value?.replace(/\s+;/g, ';').trim();

function sameSecurityHeaders(answer, expected, what) {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(normalized(answer.headers[name]), normalized(value), `${what}: ${name}`);
  }
  assert.equal(answer.headers['x-powered-by'], undefined, `${what}: x-powered-by`);
}

/**
 * @param {{ shell: string, selfServe: string, httpPort: number, ca: string,
 *   remotesFile: string, apiUrl: string }} deployment `apiUrl`: one API process, asked directly
 */
export async function checkNginx({ shell, selfServe, httpPort, ca, remotesFile, apiUrl }) {
  const redirect = await ask(`http://127.0.0.1:${httpPort}/login?x=1`, {
    headers: { host: 'localhost' },
  });
  assert.equal(redirect.status, 301, 'plain http redirects');
  assert.equal(
    redirect.headers.location,
    'https://localhost/login?x=1',
    'to the same path on https',
  );

  // The PUBLIC_APP_URL the headers are built for is the API's, set by the caller.
  const login = await ask(`${shell}/login`, { ca });
  assert.equal(login.status, 200, '/login is served');
  sameSecurityHeaders(login, appServerHeaders(remotesFile, '/login'), 'shell /login');
  assert.equal(login.headers['cache-control'], 'no-cache');
  for (const page of TOKEN_PAGES) {
    const tokenPage = await ask(`${shell}${page}`, { ca });
    sameSecurityHeaders(tokenPage, appServerHeaders(remotesFile, page), page);
  }

  const standalone = await ask(`${selfServe}/self-serve-login`, { ca });
  assert.equal(standalone.status, 200, 'the standalone app is served');
  assert.match(standalone.body, /<html/i);
  sameSecurityHeaders(standalone, appServerHeaders('/nonexistent/remotes.json', '/'), 'self-serve');

  const manifest = await ask(`${shell}/remotes/mfe-users/mf-manifest.json`, { ca });
  assert.equal(manifest.status, 200, 'a remote is served on the shell origin');
  assert.equal(manifest.headers['access-control-allow-origin'], '*');
  const script = manifest.body.match(/"([^"]+\.[0-9a-f]{8}\.js)"/)?.[1];
  if (script) {
    const chunk = await ask(`${shell}/remotes/mfe-users/${script}`, {
      ca,
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(chunk.status, 200, `${script} is served`);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  }
  const missing = await ask(`${shell}/main.00000000.js`, { ca });
  assert.equal(missing.status, 404, 'a missing script is a 404, not the page');

  const health = await ask(`${shell}/api/health`, { ca });
  assert.equal(health.status, 200, '/api reaches the API');
  const direct = await ask(`${apiUrl}/api/health`);
  for (const name of ['content-security-policy', 'x-frame-options', 'cache-control']) {
    assert.equal(health.headers[name], direct.headers[name], `the API's own ${name}, once`);
  }
  assert.equal(health.headers['x-bizcard-proxied'], undefined);

  // 10 MB of file in its multipart wrapping reaches the API (which answers, here 401 or
  // 403 unsigned); beyond 11 MB nginx refuses it itself.
  const upload = (bytes) =>
    ask(`${shell}/api/management/users/00000000-0000-0000-0000-000000000000/csv/csv-upload`, {
      method: 'POST',
      ca,
      headers: { 'content-type': 'text/csv', origin: shell, 'content-length': bytes },
      body: Buffer.alloc(bytes, 'a'),
    });
  const tenMegabytes = await upload(10 * 1024 * 1024 + 64 * 1024);
  assert.notEqual(tenMegabytes.status, 413, 'a 10 MB upload passes nginx');
  assert.match(tenMegabytes.headers['content-type'] ?? '', /json/, 'the API answered it');
  const twelve = await upload(12 * 1024 * 1024);
  assert.equal(twelve.status, 413, 'nginx refuses 12 MB');
}

/**
 * With one API process stopped, every request still gets an answer from the other one:
 * nginx marks the stopped one down on its first refused connection and retries elsewhere.
 */
export async function checkFailover({ shell, ca }) {
  for (let i = 0; i < 6; i++) {
    const health = await ask(`${shell}/api/health`, { ca });
    assert.equal(health.status, 200, `request ${i + 1} with one API process down`);
  }
}
