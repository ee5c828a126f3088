// The app servers' security headers: the shell's policy allows exactly the remotes' origins of
// its remotes.json, in either value format, and follows the file when an operator edits it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import { securityHeadersHook } from './app-server/security-headers.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
const remotesFile = path.join(dir, 'remotes.json');
after(() => rmSync(dir, { recursive: true, force: true }));

async function headersFor(file) {
  const app = Fastify();
  app.addHook('onRequest', securityHeadersHook(file));
  app.get('/', async () => 'page');
  const response = await app.inject({ url: '/' });
  await app.close();
  return response.headers;
}

const directive = (policy, name) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

test('allows scripts and fetches from the origins remotes.json names, URL or { url, version }', async () => {
  writeFileSync(
    remotesFile,
    JSON.stringify({
      mfe_users: 'http://localhost:8082/mf-manifest.json',
      mfe_tenants: {
        url: 'https://cdn.example.com/mfe-tenants/1.2.0/mf-manifest.json',
        version: '1.2.0',
      },
    }),
  );
  const headers = await headersFor(remotesFile);
  const policy = headers['content-security-policy'];
  assert.equal(
    directive(policy, 'script-src'),
    "script-src 'self' http://localhost:8082 https://cdn.example.com",
  );
  assert.equal(
    directive(policy, 'connect-src'),
    "connect-src 'self' http://localhost:8082 https://cdn.example.com",
  );
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.equal(headers['x-content-type-options'], 'nosniff');
});

test('follows remotes.json when it changes, without a restart', async () => {
  writeFileSync(
    remotesFile,
    JSON.stringify({ mfe_users: 'http://localhost:8082/mf-manifest.json' }),
  );
  const app = Fastify();
  app.addHook('onRequest', securityHeadersHook(remotesFile));
  app.get('/', async () => 'page');
  const beforeEdit = (await app.inject({ url: '/' })).headers['content-security-policy'];
  writeFileSync(
    remotesFile,
    JSON.stringify({ mfe_users: 'https://users.example.com/mf-manifest.json' }),
  );
  utimesSync(remotesFile, new Date(), new Date(Date.now() + 5000)); // a clearly newer mtime
  const afterEdit = (await app.inject({ url: '/' })).headers['content-security-policy'];
  await app.close();
  assert.match(directive(beforeEdit, 'script-src'), /localhost:8082/);
  assert.equal(directive(afterEdit, 'script-src'), "script-src 'self' https://users.example.com");
});

test('a remote without remotes.json allows only its own origin', async () => {
  const headers = await headersFor(path.join(dir, 'missing.json'));
  assert.equal(directive(headers['content-security-policy'], 'script-src'), "script-src 'self'");
});

test('the magic link’s callback and the reset link’s page send no Referer on; every other page keeps the policy', async () => {
  const app = Fastify();
  app.addHook('onRequest', securityHeadersHook(remotesFile));
  app.get('/*', async () => 'page');
  const policyOf = async (url) => (await app.inject({ url })).headers['referrer-policy'];
  const callback = await policyOf('/auth/callback?token=single-use&mode=self');
  const reset = await policyOf('/forgot-password?token=single-use&tenant_id=t1');
  const login = await policyOf('/login');
  await app.close();
  assert.equal(callback, 'no-referrer');
  assert.equal(reset, 'no-referrer');
  assert.equal(login, 'strict-origin-when-cross-origin');
});
