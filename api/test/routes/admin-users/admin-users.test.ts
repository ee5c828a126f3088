import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminUser, AdminUserListResponse, TenantListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

const URL = '/api/management/admin-users';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('admin users', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let acmeId: string;
  let globexId: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    const { tenants } = (
      await t.app.inject({ url: '/api/management/tenants', headers: { cookie: superCookie } })
    ).json<TenantListResponse>();
    acmeId = tenants.find((tenant) => tenant.name === 'Acme Corporation')!.id;
    globexId = tenants.find((tenant) => tenant.name === 'Globex')!.id;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const list = async () =>
    (await call('GET', URL, superCookie)).json<AdminUserListResponse>().adminUsers;
  const newClientAdmin = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Priya',
    last_name: 'Raman',
    email: 'Priya.Raman@Acme.example.com ',
    role: 'clientAdmin',
    tenant_id: acmeId,
    password: 'priya-pass-123',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', URL, superCookie, newClientAdmin(overrides));
    assert.equal(response.statusCode, 201, response.body);
    return response.json<AdminUser>();
  };

  test('a super admin lists admin users by creation time with tenant names', async () => {
    const response = await call('GET', URL, superCookie);
    assert.equal(response.statusCode, 200);
    const { adminUsers } = response.json<AdminUserListResponse>();
    assert.deepEqual(
      adminUsers.map((admin) => [admin.email, admin.role, admin.tenant_name]),
      [
        [SUPER.email, 'superAdmin', null],
        [CLIENT.email, 'clientAdmin', 'Acme Corporation'],
      ],
    );
    assert.ok(!response.body.includes('password'));
    assert.ok(adminUsers.every((admin) => !Number.isNaN(Date.parse(admin.created_at))));
  });

  test('a client admin, an end user and a visitor are refused', async () => {
    const refused = [
      [await call('GET', URL, clientCookie), 403],
      [await call('POST', URL, clientCookie, newClientAdmin()), 403],
      [await call('PUT', `${URL}/${UNKNOWN_ID}`, clientCookie, newClientAdmin()), 403],
      [await call('DELETE', `${URL}/${UNKNOWN_ID}`, clientCookie), 403],
      [await call('GET', URL, await signInEndUser(t.app)), 403],
      [await call('GET', URL), 401],
    ] as const;
    for (const [response, status] of refused) assert.equal(response.statusCode, status);
    assert.deepEqual(refused[0][0].json(), {
      message: 'Only super admins can manage admin users',
    });
  });

  test('creates a client admin who can sign in at once and sees only their tenant', async () => {
    const created = await create();
    assert.equal(created.email, 'priya.raman@acme.example.com');
    assert.equal(created.role, 'clientAdmin');
    assert.equal(created.tenant_id, acmeId);
    assert.equal(created.tenant_name, 'Acme Corporation');
    const row = await t.app.systemDb.query<{ password_hash: string }>(
      'SELECT password_hash FROM admin_users WHERE id = $1',
      [created.id],
    );
    assert.match(row.rows[0]!.password_hash, /^scrypt\$/);

    const cookie = await signInAdmin(t.app, { email: created.email, password: 'priya-pass-123' });
    const tenants = (
      await call('GET', '/api/management/tenants', cookie)
    ).json<TenantListResponse>();
    assert.deepEqual(
      tenants.tenants.map((tenant) => tenant.name),
      ['Acme Corporation'],
    );
    assert.equal((await list()).at(-1)!.id, created.id);
  });

  test('a duplicate email is 409 whatever its case', async () => {
    const response = await call(
      'POST',
      URL,
      superCookie,
      newClientAdmin({ email: CLIENT.email.toUpperCase() }),
    );
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: 'An admin user with this email already exists' });
  });

  test('a client admin needs an existing tenant', async () => {
    for (const tenant_id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await call(
        'POST',
        URL,
        superCookie,
        newClientAdmin({ email: 'x@example.com', tenant_id }),
      );
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'Tenant not found' });
    }
  });

  test('answers 400 with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: ' ' }, 'First name is required'],
      [{ last_name: undefined }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ role: '' }, 'Role is required'],
      [{ tenant_id: '' }, 'Tenant is required'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        'POST',
        URL,
        superCookie,
        newClientAdmin({ email: 'v@example.com', ...overrides }),
      );
      assert.equal(response.statusCode, 400, message);
      assert.deepEqual(response.json(), { message });
    }
  });

  test('a super admin is created without a tenant even when one is sent', async () => {
    const created = await create({
      email: 'root2@example.com',
      role: 'superAdmin',
      tenant_id: acmeId,
    });
    assert.equal(created.role, 'superAdmin');
    assert.equal(created.tenant_id, null);
    assert.equal(created.tenant_name, null);
  });

  test('edits name, email, role and tenant without touching the password', async () => {
    const created = await create({ email: 'move@example.com' });
    const response = await call('PUT', `${URL}/${created.id}`, superCookie, {
      first_name: 'Moved',
      last_name: 'Admin',
      email: 'Moved@Example.com',
      role: 'clientAdmin',
      tenant_id: globexId,
    });
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json<AdminUser>();
    assert.deepEqual(
      [updated.first_name, updated.email, updated.tenant_name, updated.created_at],
      ['Moved', 'moved@example.com', 'Globex', created.created_at],
    );
    await signInAdmin(t.app, { email: 'moved@example.com', password: 'priya-pass-123' });
  });

  test('an edit to a taken email is 409; unknown ids are 404', async () => {
    const created = await create({ email: 'taken-check@example.com' });
    const body = { ...newClientAdmin({ email: SUPER.email }), password: undefined };
    const taken = await call('PUT', `${URL}/${created.id}`, superCookie, body);
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), { message: 'An admin user with this email already exists' });
    for (const id of [UNKNOWN_ID, 'nope']) {
      const put = await call(
        'PUT',
        `${URL}/${id}`,
        superCookie,
        newClientAdmin({ email: 'n@example.com' }),
      );
      assert.equal(put.statusCode, 404);
      assert.deepEqual(put.json(), { message: 'Admin user not found' });
      assert.equal((await call('DELETE', `${URL}/${id}`, superCookie)).statusCode, 404);
    }
  });

  test('deleting an admin ends their open session at once', async () => {
    const created = await create({ email: 'leaving@example.com' });
    const cookie = await signInAdmin(t.app, { email: created.email, password: 'priya-pass-123' });
    assert.equal((await call('GET', `${URL}/me`, cookie)).statusCode, 200);

    const response = await call('DELETE', `${URL}/${created.id}`, superCookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Admin user deleted successfully' });
    assert.equal((await call('GET', `${URL}/me`, cookie)).statusCode, 401);
    assert.equal((await call('GET', '/api/management/tenants', cookie)).statusCode, 401);
    assert.ok(!(await list()).some((admin) => admin.id === created.id));
    const sessions = await t.app.systemDb.query('SELECT 1 FROM sessions WHERE principal_id = $1', [
      created.id,
    ]);
    assert.equal(sessions.rows.length, 0);
  });
});
