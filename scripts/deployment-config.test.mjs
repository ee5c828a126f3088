// The reference deployment's files (ops/nginx, ops/systemd) against the code they stand
// for, without starting them: scripts/deployment-check.mjs runs them for real.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { apiStartArgs, CONFIG_ERROR_EXIT } from './api-process.mjs';
import { readUnit, UNIT_FILE } from './deployment/api-unit.mjs';
import { NGINX, NGINX_CONF, renderNginxConf } from './deployment/nginx.mjs';
import { selfSignedCertificate } from './deployment/tls.mjs';

const ORIGIN = 'https://bizcard.example.com';
const conf = readFileSync(NGINX_CONF, 'utf8');

/** The `server { … }` block whose server_name line is `names`. */
function serverBlock(names) {
  const start = conf.indexOf(`server_name ${names};`);
  assert.notEqual(start, -1, `a server named ${names}`);
  const end = conf.indexOf('\nserver {', start);
  return conf.slice(start, end === -1 ? undefined : end);
}

/** The literal add_header lines of a server block, by lower-case name. */
function addedHeaders(block) {
  const headers = {};
  for (const [, name, value] of block.matchAll(/^ {2}add_header (\S+) "([^"]*)" always;$/gm)) {
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

async function appServerHeaders(remotesFile) {
  process.env.PUBLIC_APP_URL = ORIGIN;
  const { securityHeadersHook } = await import('./app-server/security-headers.mjs');
  const headers = {};
  const raw = { setHeader: (name, value) => (headers[name.toLowerCase()] = String(value)) };
  raw.removeHeader = () => undefined;
  securityHeadersHook(remotesFile)({ url: '/login', raw: {} }, { raw }, () => undefined);
  return headers;
}

const normalized = (value) => value?.replace(/\s+;/g, ';').trim();

test('the nginx dashboard sends the security headers npm start sets, for remotes on its own origin', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bizcard-headers-'));
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ mfe_users: `${ORIGIN}/remotes/mfe-users/mf-manifest.json` }),
  );
  const expected = await appServerHeaders(remotesFile);
  rmSync(dir, { recursive: true, force: true });
  const sent = addedHeaders(serverBlock('bizcard.example.com'));
  for (const [name, value] of Object.entries(expected)) {
    if (name === 'referrer-policy') continue; // a map: the magic link's page sends no-referrer
    assert.equal(normalized(sent[name]), normalized(value), name);
  }
});

test('the nginx self-serve app sends the headers npm start sets on :8085', async () => {
  const expected = await appServerHeaders('/nonexistent/remotes.json');
  const sent = addedHeaders(serverBlock('selfserve.bizcard.example.com'));
  for (const [name, value] of Object.entries(expected)) {
    if (name === 'referrer-policy') continue;
    assert.equal(normalized(sent[name]), normalized(value), name);
  }
});

test("nginx's Referrer-Policy is no-referrer on the pages whose address carries a token, as npm start's", async () => {
  const { securityHeadersHook } = await import('./app-server/security-headers.mjs');
  const expected = (url) => {
    const headers = {};
    const raw = { setHeader: (name, value) => (headers[name.toLowerCase()] = String(value)) };
    raw.removeHeader = () => undefined;
    securityHeadersHook('/nonexistent')({ url, raw: {} }, { raw }, () => undefined);
    return headers['referrer-policy'];
  };
  const map = conf.match(/map \$request_uri \$bizcard_referrer_policy \{([^}]*)\}/)?.[1] ?? '';
  const [, pattern, value] = map.match(/"~([^"]+)" "([^"]+)";/) ?? [];
  const fallback = map.match(/default "([^"]+)";/)?.[1];
  for (const url of ['/login', '/auth/callback?token=x', '/forgot-password?token=x', '/tenants']) {
    const sent = new RegExp(pattern).test(url) ? value : fallback;
    assert.equal(sent, expected(url), url);
  }
});

test('nginx lets a 10 MB upload through to the API and keeps other bodies to 1 MB', () => {
  for (const names of ['bizcard.example.com', 'selfserve.bizcard.example.com']) {
    const block = serverBlock(names);
    assert.match(block, /^ {2}client_max_body_size 1m;$/m, `${names}: 1 MB by default`);
    const api = block.slice(block.indexOf('location ^~ /api/'));
    assert.match(api, /client_max_body_size 11m;/, `${names}: 10 MB of file plus its wrapping`);
  }
});

test('the API unit runs one production process of the built API per port, started as npm start starts it, and does not restart a refused configuration', () => {
  const unit = readUnit(4001);
  assert.equal(unit.environment.NODE_ENV, 'production');
  assert.equal(unit.environment.PORT, '4001');
  assert.equal(unit.environment.HOST, '127.0.0.1');
  assert.deepEqual([unit.command, ...unit.args], ['/usr/bin/node', ...apiStartArgs()]);
  assert.equal(unit.workingDirectory, '/srv/bizcard/api');
  const text = readFileSync(UNIT_FILE, 'utf8');
  assert.match(text, new RegExp(`^RestartPreventExitStatus=${CONFIG_ERROR_EXIT}$`, 'm'));
});

test('the rendered nginx configuration names only the test machine and is valid to nginx -t', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bizcard-nginx-conf-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { cert, key } = selfSignedCertificate(dir);
  const rendered = renderNginxConf({
    dir,
    httpsPort: 18443,
    httpPort: 18080,
    apiPorts: [14001, 14002],
    cert,
    key,
    remotesFile: join(dir, 'remotes.json'),
  });
  const directives = rendered
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  for (const placeholder of [
    'example.com',
    '/srv/bizcard/',
    '/etc/ssl/',
    '/var/log/',
    ':4001',
    ':4002',
  ]) {
    assert.equal(directives.includes(placeholder), false, `${placeholder} is replaced`);
  }
  if (!existsSync(NGINX)) return t.skip(`no nginx at ${NGINX}`);
  writeFileSync(join(dir, 'nginx.conf'), rendered);
  execFileSync(
    NGINX,
    ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
});
