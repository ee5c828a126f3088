import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Tenant, TenantListResponse } from '@bizcard/shared/model';
import { hashPassword } from '../../../src/auth/passwords';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

const NEW_TENANT = {
  name: 'Umbrella Health',
  email: 'admin@umbrella.example.com',
  tenant_type: 'user_managed',
  address: '500 Harbor Way',
  state: 'Washington',
  country: 'USA',
};

describe('tenants', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let tenants: Tenant[];
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
  });
  after(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const create = (payload: Record<string, unknown>, cookie = superCookie) =>
    t.app.inject({ method: 'POST', url: '/api/management/tenants', payload, headers: { cookie } });
  const byName = (name: string) => tenants.find((tenant) => tenant.name === name)!;

  test('a super admin lists every tenant by name, without the database password', async () => {
    const response = await get('/api/management/tenants', superCookie);
    assert.equal(response.statusCode, 200);
    tenants = response.json<TenantListResponse>().tenants;
    assert.deepEqual(
      tenants.map((tenant) => tenant.name),
      ['Acme Corporation', 'Globex', 'Initech'],
    );
    assert.doesNotMatch(response.body, /db_password"/);
    assert.ok(!response.body.includes('demo-acme-db'));
    const acme = byName('Acme Corporation');
    assert.equal(acme.tenant_name, 'acme-corporation');
    assert.equal(acme.tenant_type, 'organization_managed');
    assert.equal(acme.db_port, 5432);
    assert.equal(acme.db_password_set, true);
    assert.equal(byName('Globex').db_password_set, false);
    assert.match(byName('Initech').stytch_org_id ?? '', /^organization-live-/);
    assert.ok(!Number.isNaN(Date.parse(acme.created_at)));
  });

  test('a client admin lists only their own tenant', async () => {
    const response = await get('/api/management/tenants', clientCookie);
    assert.deepEqual(
      response.json<TenantListResponse>().tenants.map((tenant) => tenant.name),
      ['Acme Corporation'],
    );
  });

  test("an admin with the plain 'admin' role reaches only its own tenant", async () => {
    await t.app.systemDb.query(
      `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id, password_hash)
       SELECT 'Avery', 'Lin', 'avery@example.com', 'admin', id, $1
       FROM tenants WHERE tenant_name = 'acme-corporation'`,
      [await hashPassword('avery-admin-pass')],
    );
    const cookie = await signInAdmin(t.app, {
      email: 'avery@example.com',
      password: 'avery-admin-pass',
    });
    const listed = (await get('/api/management/tenants', cookie)).json<TenantListResponse>();
    assert.deepEqual(
      listed.tenants.map((tenant) => tenant.name),
      ['Acme Corporation'],
    );
    const all = (await get('/api/management/tenants', superCookie)).json<TenantListResponse>();
    const globex = all.tenants.find((tenant) => tenant.name === 'Globex')!;
    const details = await get(`/api/management/tenants/${globex.id}`, cookie);
    assert.equal(details.statusCode, 403);
    assert.doesNotMatch(details.body, /Globex|globex/);
    const users = await get(`/api/management/users/${globex.id}`, cookie);
    assert.equal(users.statusCode, 403);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/management/tenants',
      payload: { ...NEW_TENANT, name: 'Admin Made' },
      headers: { cookie },
    });
    assert.equal(create.statusCode, 403);
  });

  test("an admin with the plain 'admin' role and no tenant reaches none", async () => {
    await t.app.systemDb.query(
      `INSERT INTO admin_users (first_name, last_name, email, role, password_hash)
       VALUES ('Noor', 'Haddad', 'noor@example.com', 'admin', $1)`,
      [await hashPassword('noor-admin-pass')],
    );
    const cookie = await signInAdmin(t.app, {
      email: 'noor@example.com',
      password: 'noor-admin-pass',
    });
    const listed = (await get('/api/management/tenants', cookie)).json<TenantListResponse>();
    assert.deepEqual(listed.tenants, []);
  });

  test('the list needs a session', async () => {
    const response = await get('/api/management/tenants');
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Unauthorized' });
  });

  test('details answer one tenant, never its database password', async () => {
    const acme = byName('Acme Corporation');
    const response = await get(`/api/management/tenants/${acme.id}`, superCookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), acme);
    assert.ok(!response.body.includes('db_password"'));
    const own = await get(`/api/management/tenants/${acme.id}`, clientCookie);
    assert.equal(own.statusCode, 200);
  });

  test('a client admin asking for another tenant gets 403', async () => {
    const response = await get(`/api/management/tenants/${byName('Globex').id}`, clientCookie);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      message: 'Access denied: You can only view your own tenant details.',
    });
  });

  test("unknown and malformed ids are 404 'Tenant not found'", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/api/management/tenants/${id}`, superCookie);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Tenant not found' });
    }
  });

  test("an end user reads their own tenant's type but none of its database settings", async () => {
    const userCookie = await signInEndUser(t.app);
    const globex = byName('Globex');
    const own = await get(`/api/management/tenants/${globex.id}`, userCookie);
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().tenant_type, 'user_managed');
    assert.equal(own.json().db_host, null);
    const other = await get(`/api/management/tenants/${byName('Acme Corporation').id}`, userCookie);
    assert.equal(other.statusCode, 403);
    const list = await get('/api/management/tenants', userCookie);
    assert.equal(list.statusCode, 403);
  });

  test('details need a session', async () => {
    const response = await get(`/api/management/tenants/${byName('Globex').id}`);
    assert.equal(response.statusCode, 401);
  });

  test('a super admin creates a tenant with a slug as tenant_name', async () => {
    const response = await create(NEW_TENANT);
    assert.equal(response.statusCode, 201);
    const tenant = response.json<Tenant>();
    assert.equal(tenant.name, 'Umbrella Health');
    assert.equal(tenant.tenant_name, 'umbrella-health');
    assert.equal(tenant.tenant_type, 'user_managed');
    assert.equal(tenant.state, 'Washington');
    assert.equal(tenant.db_password_set, false);
    assert.equal(tenant.db_host, null);
    assert.ok(!response.body.includes('db_password"'));
    const listed = await get('/api/management/tenants', superCookie);
    assert.equal(listed.json<TenantListResponse>().tenants.length, 4);
  });

  test('the same name in another case or spacing is 409', async () => {
    const response = await create({ ...NEW_TENANT, name: '  umbrella \u00a0  HEALTH ' });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: 'A tenant with this name already exists' });
  });

  test('another name with the same slug is a new tenant under a suffixed tenant_name', async () => {
    const response = await create({ ...NEW_TENANT, name: 'Umbrella-Health!' });
    assert.equal(response.statusCode, 201);
    assert.match(response.json<Tenant>().tenant_name, /^umbrella-health-[a-z2-9]{5}$/);
  });

  test('names in any script get readable, distinct tenant_names', async () => {
    const cases: Array<[string, RegExp]> = [
      ['QA1 北京', /^qa1-beijing$/],
      ['QA1 東京', /^qa1-dongjing$/],
      ['QA1 とうきょう', /^qa1-toukiyou$/],
      ['Zürich Müller GmbH', /^zurich-muller-gmbh$/],
      ['Москва Сити', /^moskva-siti$/],
      ['القاهرة للتجارة', /^lqhrh-lltjrh$/],
      ['🎉🚀', /^tada-rocket$/],
      ['!!!', /^tenant-[a-z2-9]{5}$/],
    ];
    for (const [name, slug] of cases) {
      const response = await create({ ...NEW_TENANT, name });
      assert.equal(response.statusCode, 201, `${name}: ${response.body}`);
      assert.equal(response.json<Tenant>().name, name);
      assert.match(response.json<Tenant>().tenant_name, slug, name);
    }
  });

  test('a name typed with a combining accent and extra spaces is the same name', async () => {
    const response = await create({ ...NEW_TENANT, name: 'zu\u0308rich  MÜLLER gmbh' });
    assert.equal(response.statusCode, 409);
  });

  test('optional fields may be absent and blank ones become null', async () => {
    const response = await create({
      name: 'Vandelay Industries',
      email: 'ops@vandelay.example.com',
      tenant_type: 'identity_provider',
      address: '  ',
    });
    assert.equal(response.statusCode, 201);
    const tenant = response.json<Tenant>();
    assert.equal(tenant.address, null);
    assert.equal(tenant.country, null);
  });

  test('answers 400 with the spec messages for missing fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...NEW_TENANT, name: '' }, 'Name is required'],
      [{ ...NEW_TENANT, name: undefined }, 'Name is required'],
      [{ ...NEW_TENANT, email: '   ' }, 'Email is required'],
      [{ ...NEW_TENANT, tenant_type: undefined }, 'Tenant type is required'],
      [{ ...NEW_TENANT, tenant_type: 'galactic' }, 'Tenant type is required'],
      [{ ...NEW_TENANT, email: 'not-an-email' }, 'Please enter a valid email address'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      assert.equal(response.statusCode, 400, message);
      assert.deepEqual(response.json(), { message });
    }
  });

  test('a client admin cannot create tenants', async () => {
    const response = await create({ ...NEW_TENANT, name: 'Client Made' }, clientCookie);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Only super admins can create tenants' });
  });

  test('creating needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/tenants',
      payload: NEW_TENANT,
    });
    assert.equal(response.statusCode, 401);
  });
});
