import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DEV_ACCOUNTS, DEV_CLIENT } from '../../../../scripts/oidc-dev-provider/provider.mjs';
import { secretCheckFailed, secretRefused } from '../../../src/routes/oauth-providers/messages';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { type InitechSso, logCapture, startInitechSso } from '../../helpers/initech-sso';
import { oidcBody, providersUrl, saveProvider } from '../../helpers/oauth-providers';
import { deliverCallback, signInAtProvider, startSso } from '../../helpers/oidc-browser';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';

/** The secret the directory has revoked: what Initech's configuration holds before the test. */
const REVOKED_SECRET = 'a-revoked-secret-Vb3n8Qx';
const WRONG_SECRET = 'not-the-directory-secret-Tz4k';
const GITHUB_SECRET = 'the-new-github-secret-Hs2p9';

interface StoredSecret {
  client_secret_sealed: string;
  secret_id: string | null;
  secret_rotated_at: Date;
}

describe('rotating a configuration’s client secret (Rotate Keys)', () => {
  let sso: InitechSso;
  let t: TestApp;
  let initechId: string;
  let cookie: string;
  const logs = logCapture();

  const rotate = (provider: string, body: Record<string, unknown>, as = cookie) =>
    t.app.inject({
      method: 'POST',
      url: `${providersUrl(initechId)}/${provider}/rotate-secret`,
      headers: { cookie: as },
      payload: body,
    });

  async function stored(provider: string): Promise<StoredSecret> {
    const { rows } = await t.app.systemDb.query<StoredSecret>(
      `SELECT client_secret_sealed, secret_id, secret_rotated_at FROM oauth_providers
       WHERE tenant_id = $1 AND provider_name = $2`,
      [initechId, provider],
    );
    return rows[0]!;
  }
  const openSecret = async (provider: string) =>
    t.app.secretBox.open(
      (await stored(provider)).client_secret_sealed,
      `oauth-provider:${initechId}:${provider}`,
    );

  async function rotationEntries() {
    const { rows } = await t.app.systemDb.query<Record<string, unknown>>(
      `SELECT * FROM audit_log WHERE action = 'oauth_provider.rotate_secret' AND tenant_id = $1
       ORDER BY id`,
      [initechId],
    );
    return rows;
  }

  /** A whole sign-in at the directory: the callback's status (303 when it signed in). */
  async function signInThroughDirectory(account = DEV_ACCOUNTS[1]!) {
    const start = await startSso(t.app, { email: account.claims.email, audience: 'self' });
    assert.equal(start.response.statusCode, 200, start.response.body);
    const login = { email: account.claims.email, password: account.password };
    const callback = await signInAtProvider(start.redirectUrl, login);
    return (await deliverCallback(t.app, callback, start.cookie)).statusCode;
  }

  before(async () => {
    sso = await startInitechSso(
      { logger: { level: 'trace', stream: logs.stream } },
      REVOKED_SECRET,
    );
    ({ t, initechId, cookie } = sso);
  });
  after(() => sso.close());

  test('a new configuration counts its first secret as rotated when it was created', async () => {
    const list = await t.app.inject({ url: providersUrl(initechId), headers: { cookie } });
    const [config] = list.json().providers;
    assert.equal(config.secretRotatedAt, config.createdAt);
  });

  test('a secret the directory refuses answers 422 and leaves the current one in place', async () => {
    const before = await stored('oidc');
    const response = await rotate('oidc', { client_secret: WRONG_SECRET });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), { message: secretRefused('Company SSO') });
    assert.deepEqual(await stored('oidc'), before);
    assert.deepEqual(await rotationEntries(), []);
  });

  test('a secret the directory accepts is sealed, dated, audited and used by the next sign-in', async () => {
    // A sign-in started before keeps the directory's metadata with the old secret in a cache.
    assert.equal(
      (await startSso(t.app, { tenant_id: initechId, audience: 'self' })).response.statusCode,
      200,
    );
    const before = await stored('oidc');
    const response = await rotate('oidc', { client_secret: DEV_CLIENT.secret });
    assert.equal(response.statusCode, 200, response.body);
    const reply = response.json();
    assert.equal(reply.checked, true);
    assert.equal(reply.message, 'New client secret saved: Company SSO accepted it.');
    assert.ok(!response.body.includes(DEV_CLIENT.secret), 'the reply never holds the secret');
    assert.ok(new Date(reply.data.secretRotatedAt) > before.secret_rotated_at);
    assert.equal(await openSecret('oidc'), DEV_CLIENT.secret);

    const [entry, ...more] = await rotationEntries();
    assert.equal(more.length, 0);
    assert.equal(entry!.target, 'Company SSO');
    assert.equal(
      entry!.message,
      'OAuth configuration Company SSO (oidc) client secret rotated; the provider accepted it',
    );
    assert.ok(!JSON.stringify(entry).includes(DEV_CLIENT.secret));

    assert.equal(await signInThroughDirectory(), 303, 'the directory accepts the new secret');
  });

  test('after a refused rotation the current secret still signs people in', async () => {
    const response = await rotate('oidc', { client_secret: WRONG_SECRET });
    assert.equal(response.statusCode, 422);
    assert.equal(await openSecret('oidc'), DEV_CLIENT.secret);
    assert.equal(await signInThroughDirectory(), 303);
  });

  test('a provider with no token check keeps the new secret and says it was not checked', async () => {
    const github = {
      provider_name: 'github',
      display_name: 'Initech GitHub',
      client_id: 'initech-github',
      client_secret: 'the-old-github-secret',
    };
    assert.equal((await saveProvider(t.app, cookie, initechId, github)).statusCode, 201);
    const response = await rotate('github', { client_secret: GITHUB_SECRET });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().checked, false);
    assert.match(response.json().message, /^New client secret saved without a check: GitHub/);
    assert.equal(await openSecret('github'), GITHUB_SECRET);
    const entries = await rotationEntries();
    assert.match(String(entries.at(-1)!.message), /not checked with the provider$/);
  });

  test("a blank secret or Azure's missing Secret ID answers 400 and stores nothing", async () => {
    const azure = {
      provider_name: 'azure',
      display_name: 'Initech Entra',
      client_id: 'entra-client',
      secret_id: 'secret-id-1',
      client_secret: 'entra-secret-1',
      oauth_tenant_id: 'initech-directory',
    };
    assert.equal((await saveProvider(t.app, cookie, initechId, azure)).statusCode, 201);
    const before = await stored('azure');
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['azure', { client_secret: 'entra-secret-2' }, 'Secret ID is required'],
      ['azure', { secret_id: 'secret-id-2', client_secret: '   ' }, 'Client Secret is required'],
      ['github', {}, 'Client Secret is required'],
      [
        'github',
        { client_secret: 'x'.repeat(2001) },
        'Client Secret must be at most 2000 characters',
      ],
    ];
    for (const [provider, body, message] of cases) {
      const response = await rotate(provider, body);
      assert.equal(response.statusCode, 400, `${provider} ${JSON.stringify(body)}`);
      assert.deepEqual(response.json(), { message });
    }
    assert.deepEqual(await stored('azure'), before);
    assert.equal(await openSecret('github'), GITHUB_SECRET);
  });

  test('a configuration the tenant does not have answers 404', async () => {
    const response = await rotate('linkedin', { client_secret: 'whatever-secret' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'OAuth configuration not found' });
  });

  test("another tenant's client admin cannot rotate, and nothing changes", async () => {
    const before = await stored('oidc');
    const client = await signInAdmin(t.app, CLIENT);
    const response = await rotate('oidc', { client_secret: WRONG_SECRET }, client);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(await stored('oidc'), before);
  });

  test('an edit that replaces the secret dates it; one that keeps it does not', async () => {
    const url = `${providersUrl(initechId)}/github`;
    const edit = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: body });
    const base = { provider_name: 'github', display_name: 'Initech GitHub', client_id: 'gh' };
    const before = await stored('github');
    assert.equal((await edit(base)).statusCode, 200);
    assert.deepEqual((await stored('github')).secret_rotated_at, before.secret_rotated_at);
    const replaced = await edit({ ...base, client_secret: 'an-edited-github-secret' });
    assert.ok(new Date(replaced.json().data.secretRotatedAt) > before.secret_rotated_at);
  });

  test('no log line holds a new secret', () => {
    for (const secret of [WRONG_SECRET, GITHUB_SECRET, DEV_CLIENT.secret, 'entra-secret-2']) {
      assert.ok(!logs.lines.some((line) => line.includes(secret)), secret);
    }
  });
});

describe('checking a new secret with a provider on a private address (SSO_ALLOW_PRIVATE_ISSUERS off)', () => {
  let t: TestApp;
  let server: http.Server;
  const requests: string[] = [];

  before(async () => {
    server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await build({ config: { ssoAllowPrivateIssuers: false } });
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('answers 502, keeps the current secret, and reaches nothing there', async () => {
    const tenantId = await tenantIdOf(t.app, 'Initech');
    const cookie = await signInAdmin(t.app, SUPER);
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    assert.equal((await saveProvider(t.app, cookie, tenantId, oidcBody(issuer))).statusCode, 201);
    const response = await t.app.inject({
      method: 'POST',
      url: `${providersUrl(tenantId)}/oidc/rotate-secret`,
      headers: { cookie },
      payload: { client_secret: WRONG_SECRET },
    });
    assert.equal(response.statusCode, 502);
    assert.deepEqual(response.json(), { message: secretCheckFailed('Company SSO') });
    assert.deepEqual(requests, []);
    const { rows } = await t.app.systemDb.query<{ client_secret_sealed: string }>(
      "SELECT client_secret_sealed FROM oauth_providers WHERE tenant_id = $1 AND provider_name = 'oidc'",
      [tenantId],
    );
    const opened = t.app.secretBox.open(
      rows[0]!.client_secret_sealed,
      `oauth-provider:${tenantId}:oidc`,
    );
    assert.notEqual(opened, WRONG_SECRET);
  });
});
