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

test('nginx balances three API processes round robin, with passive health checks, and retries on another only idempotent requests (the fault bench, scripts/bench/process-killed.mjs)', () => {
  const upstream = conf.match(/upstream bizcard_api \{([^}]*)\}/)?.[1] ?? '';
  const servers = [...upstream.matchAll(/^\s*server (\S+) (.*);$/gm)];
  assert.deepEqual(
    servers.map(([, address]) => address),
    ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'],
  );
  for (const [, address, options] of servers) {
    assert.match(options, /\bmax_fails=[1-9]\d*\b/, `${address}: max_fails`);
    assert.match(options, /\bfail_timeout=\d+s\b/, `${address}: fail_timeout`);
  }
  assert.doesNotMatch(upstream, /^\s*(ip_hash|hash|least_conn|random)\b/m, 'round robin');
  // The API closes a connection idle for 10 s: nginx must drop its kept-alive ones first.
  const idle = Number(upstream.match(/keepalive_timeout (\d+)s;/)?.[1]);
  assert.ok(idle < 10, `keepalive_timeout ${idle}s`);
  for (const names of ['bizcard.example.com', 'selfserve.bizcard.example.com']) {
    const block = serverBlock(names);
    assert.match(block, /^ {2}proxy_next_upstream error timeout;$/m, `${names}: retries`);
    assert.match(block, /proxy_pass http:\/\/bizcard_api;/, `${names}: proxies the API`);
  }
  assert.doesNotMatch(conf, /^[^#]*non_idempotent/m, 'a POST that reached a process is not resent');
  // A request queued behind a busy process that dies is retried however long it waited.
  assert.doesNotMatch(conf, /^[^#]*proxy_next_upstream_(timeout|tries)/m, 'no bound on retries');
  assert.doesNotMatch(
    conf.replace(/^ {2}proxy_next_upstream [^;]*;$/gm, ''),
    /^[^#]*proxy_next_upstream/m,
    "no location overrides the servers' retries",
  );
});

test('the fault bench renders the three upstream processes, the deployment check its first two', () => {
  const render = (apiPorts) =>
    renderNginxConf({
      dir: '/tmp/x',
      httpsPort: 18443,
      httpPort: 18080,
      apiPorts,
      cert: '/tmp/x/c.pem',
      key: '/tmp/x/k.pem',
      remotesFile: '/tmp/x/remotes.json',
    }).match(/upstream bizcard_api \{([^}]*)\}/)[1];
  const servers = (upstream) => [...upstream.matchAll(/server (\S+) /g)].map(([, a]) => a);
  assert.deepEqual(servers(render([14001, 14002, 14003])), [
    '127.0.0.1:14001',
    '127.0.0.1:14002',
    '127.0.0.1:14003',
  ]);
  assert.deepEqual(servers(render([14001, 14002])), ['127.0.0.1:14001', '127.0.0.1:14002']);
});

test('the API unit restarts a process that dies, as the fault bench does standing in for systemd', () => {
  const { restart } = readUnit(4001);
  assert.equal(restart.when, 'always');
  assert.equal(restart.delayMs, 2000);
  assert.deepEqual(restart.preventExitStatus, [CONFIG_ERROR_EXIT]);
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
    ':4003',
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
