import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { ScimTokenCreated, ScimTokenList, ScimTokenRevoked } from '@bizcard/shared/model';
import { sha256 } from '../../../src/auth/secrets';
import { findActiveScimToken } from '../../../src/scim/token-store';
import { tenantOfAdmin } from '../../helpers/audit-log';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { scimClient, scimUser } from '../../helpers/scim';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

describe('SCIM tokens: a tenant admin lists, makes (shown once) and revokes them', () => {
  let t: TestApp;
  let acme: string;
  let other: string;
  let superCookie: string;
  let clientCookie: string;

  const tokensUrl = (tenantId: string) => `/api/management/tenants/${tenantId}/scim-tokens`;
  const list = (tenantId: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: tokensUrl(tenantId), headers: { cookie } });
  const create = (tenantId: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: tokensUrl(tenantId), headers: { cookie }, payload });
  const revoke = (tenantId: string, tokenId: string, cookie: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(tenantId)}/${tokenId}`,
      headers: { cookie },
    });
  const made = async (tenantId: string, cookie: string, name: string) => {
    const response = await create(tenantId, cookie, { name });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<ScimTokenCreated>();
  };
  const auditOf = async (action: string) => {
    const { rows } = await t.app.systemDb.query<{
      tenant_id: string;
      actor: string;
      target: string;
      message: string;
    }>('SELECT tenant_id, actor, target, message FROM audit_log WHERE action = $1 ORDER BY id', [
      action,
    ]);
    return rows;
  };

  before(async () => {
    t = await build();
    acme = await tenantOfAdmin(t.app, CLIENT.email);
    other = await createTenant(t.app, 'Provisioning Other Co');
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.systemDb.query('DELETE FROM scim_tokens');
    await t.app.systemDb.query("DELETE FROM end_users WHERE email = 'grace.hopper@acme.example'");
  });

  test('a client admin makes a token: its secret once, only its hash kept, the base URL, and an audit entry', async () => {
    const reply = await made(acme, clientCookie, '  Okta production ');

    assert.match(reply.secret, /^scim_[A-Za-z0-9_-]{43}$/);
    assert.equal(reply.scim_base_url, 'http://localhost:8080/scim/v2');
    assert.equal(reply.token.name, 'Okta production');
    assert.equal(reply.token.created_by, CLIENT.email);
    assert.equal(reply.token.last_used_at, null);
    assert.equal(reply.token.revoked_at, null);
    const { rows } = await t.app.systemDb.query<{ token_hash: string; tenant_id: string }>(
      'SELECT token_hash, tenant_id FROM scim_tokens WHERE id = $1',
      [reply.token.id],
    );
    assert.deepEqual(rows, [{ token_hash: sha256(reply.secret), tenant_id: acme }]);

    const entries = await auditOf('scim_token.create');
    assert.deepEqual(entries.at(-1), {
      tenant_id: acme,
      actor: CLIENT.email,
      target: 'Okta production',
      message: 'SCIM token Okta production created',
    });
    assert.ok(entries.every((entry) => !entry.message.includes(reply.secret)));
  });

  test('the list shows the base URL and every token newest first, revoked ones too, never a secret', async () => {
    const first = await made(acme, clientCookie, 'Entra ID');
    t.clock.advance(1000);
    const second = await made(acme, superCookie, 'Okta');
    await revoke(acme, first.token.id, clientCookie);

    const response = await list(acme, clientCookie);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<ScimTokenList>();
    assert.equal(body.scim_base_url, 'http://localhost:8080/scim/v2');
    assert.deepEqual(
      body.tokens.map((token) => [token.name, token.created_by, token.revoked_at !== null]),
      [
        ['Okta', SUPER.email],
        ['Entra ID', CLIENT.email],
      ].map(([name, by], i) => [name, by, i === 1]),
    );
    assert.ok(!response.body.includes(first.secret) && !response.body.includes(second.secret));
    assert.ok(!response.body.includes(sha256(second.secret)));
  });

  test('the list shows when the directory last used a token', async () => {
    const token = await made(acme, clientCookie, 'Okta');
    assert.ok(await findActiveScimToken(t.app.systemDb, token.secret));

    const [listed] = (await list(acme, clientCookie)).json<ScimTokenList>().tokens;
    assert.ok(listed?.last_used_at, 'last used is set');
    assert.ok(Date.now() - Date.parse(listed.last_used_at) < 60_000);
  });

  test('a revoked token no longer signs in, the revocation is audited, and a second revoke keeps its time', async () => {
    const token = await made(acme, clientCookie, 'Okta');

    const response = await revoke(acme, token.token.id, clientCookie);
    assert.equal(response.statusCode, 200, response.body);
    const revoked = response.json<ScimTokenRevoked>().token;
    assert.ok(revoked.revoked_at);
    assert.equal(await findActiveScimToken(t.app.systemDb, token.secret), null);
    const again = (await revoke(acme, token.token.id, clientCookie)).json<ScimTokenRevoked>();
    assert.equal(again.token.revoked_at, revoked.revoked_at);

    const entry = (await auditOf('scim_token.revoke')).at(-1);
    assert.equal(entry?.message, 'SCIM token Okta revoked');
    assert.equal(entry?.actor, CLIENT.email);
  });

  test('a token made on the page provisions a person through /scim/v2, shows its use, and is refused once revoked', async () => {
    const token = await made(acme, clientCookie, 'Okta');
    const scim = scimClient(t.app, token.secret);

    const created = await scim('POST', '/Users', scimUser('grace.hopper@acme.example'));
    assert.equal(created.statusCode, 201, created.body);
    const { rows } = await t.app.systemDb.query<{ tenant_id: string }>(
      'SELECT tenant_id FROM end_users WHERE email = $1',
      ['grace.hopper@acme.example'],
    );
    assert.deepEqual(rows, [{ tenant_id: acme }]);
    const [listed] = (await list(acme, clientCookie)).json<ScimTokenList>().tokens;
    assert.ok(listed?.last_used_at, 'last used is set');

    await revoke(acme, token.token.id, clientCookie);
    const refused = await scim('GET', '/Users');
    assert.equal(refused.statusCode, 401, refused.body);
  });

  test("a token of another tenant, an unknown or a malformed id is 'SCIM token not found'", async () => {
    const elsewhere = await made(other, superCookie, 'Other');
    for (const id of [elsewhere.token.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await revoke(acme, id, superCookie);
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json<{ message: string }>().message, 'SCIM token not found');
    }
    assert.ok(await findActiveScimToken(t.app.systemDb, elsewhere.secret));
  });

  test("a client admin reaches only their own tenant's tokens; end users and visitors none", async () => {
    const endUserCookie = await signInEndUser(t.app);
    assert.equal((await list(other, clientCookie)).statusCode, 403);
    assert.equal((await create(other, clientCookie, { name: 'Sneaky' })).statusCode, 403);
    assert.equal((await list(acme, endUserCookie)).statusCode, 403);
    assert.equal((await t.app.inject({ url: tokensUrl(acme) })).statusCode, 401);
    assert.equal((await list('not-a-tenant', superCookie)).statusCode, 404);
    assert.equal((await list(other, superCookie)).statusCode, 200);
    const { rows } = await t.app.systemDb.query('SELECT 1 FROM scim_tokens');
    assert.equal(rows.length, 0);
  });

  test('a name is required and at most 100 characters', async () => {
    for (const [name, message] of [
      ['   ', 'Name is required'],
      ['x'.repeat(101), 'Name must be at most 100 characters'],
    ]) {
      const response = await create(acme, clientCookie, { name });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.body, new RegExp(message));
    }
    assert.equal((await create(acme, clientCookie, {})).statusCode, 400);
    assert.equal((await made(acme, clientCookie, 'x'.repeat(100))).token.name.length, 100);
  });
});
