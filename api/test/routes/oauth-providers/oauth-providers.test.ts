import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { OAUTH_CATALOGUE } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { CLIENT_SECRET, oidcBody, providersUrl, saveProvider } from '../../helpers/oauth-providers';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';

const ISSUER = 'https://login.example.com';

describe('OAuth provider configurations', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  const logLines: string[] = [];
  const list = (id = tenantId) => t.app.inject({ url: providersUrl(id), headers: { cookie } });
  const save = (body: Record<string, unknown>) => saveProvider(t.app, cookie, tenantId, body);
  const edit = (provider: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `${providersUrl(tenantId)}/${provider}`,
      headers: { cookie },
      payload: body,
    });

  before(async () => {
    const logs = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await build({ logger: { level: 'trace', stream: logs } });
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'OAuth Test');
  });
  after(() => t.close());

  test('a tenant without configurations answers an empty list', async () => {
    const response = await list();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, providers: [] });
  });

  test('the catalogue lists the seven providers (SAML 2.0 the seventh, decision 057) with their credential fields', async () => {
    const response = await t.app.inject({
      url: '/api/management/oauth-providers/available',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.deepEqual(
      data.map((entry: { value: string }) => entry.value),
      ['azure', 'google', 'linkedin', 'github', 'facebook', 'oidc', 'saml'],
    );
    assert.deepEqual(
      data[0].fields.map((field: { name: string }) => field.name),
      ['AZURE_AD_CLIENT_ID', 'AZURE_AD_SECRET_ID', 'AZURE_AD_SECRET', 'AZURE_TENANT_ID'],
    );
    assert.deepEqual(data, JSON.parse(JSON.stringify(OAUTH_CATALOGUE)));
  });

  test('saves a configuration, fills our callback and the defaults, and lists it', async () => {
    const response = await save(oidcBody(ISSUER));
    assert.equal(response.statusCode, 201);
    const { success, message, data } = response.json();
    assert.equal(success, true);
    assert.equal(message, 'OAuth configuration saved successfully');
    assert.equal(data.provider_name, 'oidc');
    assert.equal(data.providerName, 'oidc');
    assert.equal(data.display_name, 'Company SSO');
    assert.equal(data.redirect_uri, 'http://localhost:8080/api/auth/oidc/callback');
    assert.deepEqual(data.scopes, ['openid', 'email', 'profile', 'phone']);
    assert.deepEqual(data.field_mappings, {
      given_name: 'first_name',
      family_name: 'last_name',
      job_title: 'title',
      phone_number: 'phone_cell',
    });
    assert.equal(data.client_secret_set, true);
    assert.equal('client_secret' in data, false);
    const listed = (await list()).json().providers;
    assert.equal(listed.length, 1);
    assert.equal(listed[0].id, data.id);
    assert.ok(!Number.isNaN(Date.parse(listed[0].createdAt)));
  });

  test('a second configuration of the same provider answers 409 and changes nothing', async () => {
    const response = await save(oidcBody(ISSUER, { display_name: 'Another' }));
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      'This tenant already has a OpenID Connect configuration. Edit it instead of adding another.',
    );
    const listed = (await list()).json().providers;
    assert.deepEqual(
      listed.map((row: { display_name: string }) => row.display_name),
      ['Company SSO'],
    );
  });

  test('the secret is sealed in the database, bound to its row, never in a body', async () => {
    const { rows } = await t.app.systemDb.query<{ client_secret_sealed: string }>(
      'SELECT client_secret_sealed FROM oauth_providers WHERE tenant_id = $1',
      [tenantId],
    );
    const sealed = rows[0]!.client_secret_sealed;
    assert.notEqual(sealed, CLIENT_SECRET);
    assert.ok(!sealed.includes(CLIENT_SECRET));
    assert.match(sealed, /^v2\.[\w-]{8}\./);
    assert.equal(t.app.secretBox.open(sealed, `oauth-provider:${tenantId}:oidc`), CLIENT_SECRET);
    assert.throws(() => t.app.secretBox.open(sealed, `oauth-provider:${tenantId}:google`));
    const bodies = [
      (await list()).body,
      (await save(oidcBody(ISSUER))).body,
      (await edit('oidc', oidcBody(ISSUER, { client_secret: '' }))).body,
    ];
    for (const body of bodies) assert.ok(!body.includes(CLIENT_SECRET), body);
  });

  test('an edit with an empty secret keeps it; a new secret replaces it', async () => {
    const before = await t.app.systemDb.query<{ s: string }>(
      'SELECT client_secret_sealed AS s FROM oauth_providers WHERE tenant_id = $1',
      [tenantId],
    );
    const kept = await edit(
      'oidc',
      oidcBody(ISSUER, { display_name: 'Renamed', client_secret: '' }),
    );
    assert.equal(kept.statusCode, 200);
    assert.equal(kept.json().data.display_name, 'Renamed');
    assert.equal(kept.json().data.client_secret_set, true);
    const after = await t.app.systemDb.query<{ s: string }>(
      'SELECT client_secret_sealed AS s FROM oauth_providers WHERE tenant_id = $1',
      [tenantId],
    );
    assert.equal(after.rows[0]!.s, before.rows[0]!.s);
    const replaced = await edit('oidc', oidcBody(ISSUER, { client_secret: 'a-new-secret' }));
    assert.equal(replaced.statusCode, 200);
    const sealed = (
      await t.app.systemDb.query<{ s: string }>(
        'SELECT client_secret_sealed AS s FROM oauth_providers WHERE tenant_id = $1',
        [tenantId],
      )
    ).rows[0]!.s;
    assert.equal(t.app.secretBox.open(sealed, `oauth-provider:${tenantId}:oidc`), 'a-new-secret');
  });

  test('an edit cannot change the provider, and a missing one answers 404', async () => {
    const response = await edit('oidc', { ...oidcBody(ISSUER), provider_name: 'github' });
    assert.equal(response.json().data.provider_name, 'oidc');
    assert.equal((await edit('google', oidcBody(ISSUER))).statusCode, 404);
  });

  const INVALID: [string, Record<string, unknown>, string][] = [
    ['no provider', { display_name: 'X' }, 'Please select an OAuth provider'],
    [
      'an unknown provider',
      { provider_name: 'myspace', display_name: 'X' },
      'Please select an OAuth provider',
    ],
    [
      'a blank display name',
      { provider_name: 'github', display_name: '   ' },
      'Display Name is required',
    ],
    [
      'a missing client id',
      { provider_name: 'github', display_name: 'GitHub', client_secret: 's' },
      'Client ID is required',
    ],
    [
      'a missing Azure tenant',
      {
        provider_name: 'azure',
        display_name: 'Azure',
        client_id: 'c',
        secret_id: 'i',
        client_secret: 's',
      },
      'Directory (Tenant) ID is required',
    ],
    [
      'a missing Facebook app secret',
      { provider_name: 'facebook', display_name: 'Facebook', client_id: 'app' },
      'App Secret is required',
    ],
    [
      'a missing issuer',
      { provider_name: 'oidc', display_name: 'SSO', client_id: 'c', client_secret: 's' },
      'Issuer URL is required',
    ],
    [
      'an issuer that is not http(s)',
      oidcBody('javascript:alert(1)', { provider_name: 'oidc' }),
      'Provider URL must be an http:// or https:// address',
    ],
    [
      'a claim mapped onto the email',
      { ...oidcBody(ISSUER), field_mappings: { mail: 'email' } },
      'Claims map onto a contact field of the card',
    ],
  ];
  for (const [what, body, message] of INVALID) {
    test(`refuses ${what} with '${message}'`, async () => {
      const other = await createTenant(t.app, `OAuth Invalid ${what}`);
      const response = await saveProvider(t.app, cookie, other, body);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
      assert.deepEqual((await list(other)).json().providers, []);
    });
  }

  test('each catalogue entry saves with its own credential names mapped onto the body', async () => {
    const other = await createTenant(t.app, 'OAuth Azure');
    const response = await saveProvider(t.app, cookie, other, {
      provider_name: 'azure',
      display_name: 'Contoso Entra',
      client_id: 'azure-client',
      secret_id: 'azure-secret-id',
      client_secret: 'azure-secret',
      oauth_tenant_id: 'contoso-tenant',
    });
    assert.equal(response.statusCode, 201);
    const { data } = response.json();
    assert.equal(data.client_id, 'azure-client');
    assert.equal(data.secret_id, 'azure-secret-id');
    assert.equal(data.oauth_tenant_id, 'contoso-tenant');
  });

  test('deletes a configuration; a second delete answers 404', async () => {
    const url = `${providersUrl(tenantId)}/oidc`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, message: 'OAuth configuration deleted' });
    assert.deepEqual((await list()).json().providers, []);
    const again = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    assert.equal(again.statusCode, 404);
  });

  test('an unknown tenant answers 404, which the screen reads as no configurations', async () => {
    const response = await list('00000000-0000-4000-8000-000000000000');
    assert.equal(response.statusCode, 404);
    assert.equal((await list('not-a-uuid')).statusCode, 404);
  });

  test('client admins get 403 on every route', async () => {
    const client = await signInAdmin(t.app, CLIENT);
    const requests = [
      { method: 'GET' as const, url: '/api/management/oauth-providers/available' },
      { method: 'GET' as const, url: providersUrl(tenantId) },
      { method: 'POST' as const, url: providersUrl(tenantId), payload: oidcBody(ISSUER) },
      { method: 'PUT' as const, url: `${providersUrl(tenantId)}/oidc`, payload: oidcBody(ISSUER) },
      { method: 'DELETE' as const, url: `${providersUrl(tenantId)}/oidc` },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { cookie: client } });
      assert.equal(response.statusCode, 403, request.url);
      assert.equal(response.json().message, 'Only super admins can configure OAuth providers');
    }
  });

  test('no log line holds a client secret', () => {
    assert.ok(logLines.length > 0, 'the logs were captured');
    const leaked = logLines.filter(
      (line) => line.includes(CLIENT_SECRET) || line.includes('a-new-secret'),
    );
    assert.deepEqual(leaked, []);
  });
});
