import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminUser, TenantListResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';

const URL = '/api/management/admin-users';

describe('admin users: protecting super admins', () => {
  let t: TestApp;
  let superCookie: string;
  let superId: string;
  let tenantId: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    const me = await t.app.inject({ url: `${URL}/me`, headers: { cookie: superCookie } });
    superId = me.json<{ id: string }>().id;
    const tenants = await t.app.inject({
      url: '/api/management/tenants',
      headers: { cookie: superCookie },
    });
    tenantId = tenants.json<TenantListResponse>().tenants[0]!.id;
  });
  after(() => t.close());

  const send = (
    method: 'PUT' | 'DELETE' | 'POST' | 'GET',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { cookie } });
  const demote = (id: string, email: string, cookie = superCookie) =>
    send('PUT', `${URL}/${id}`, cookie, {
      first_name: 'Demoted',
      last_name: 'Admin',
      email,
      role: 'clientAdmin',
      tenant_id: tenantId,
    });
  const SECOND = { email: 'second@example.com', password: 'second-pass-123' };

  test('the only super admin can neither delete their account nor lose the role', async () => {
    const remove = await send('DELETE', `${URL}/${superId}`, superCookie);
    assert.equal(remove.statusCode, 409);
    assert.deepEqual(remove.json(), { message: 'The last super admin cannot be deleted' });
    const demoted = await demote(superId, SUPER.email);
    assert.equal(demoted.statusCode, 409);
    assert.deepEqual(demoted.json(), {
      message: 'The last super admin must keep the Super Admin role',
    });
  });

  test('with a second super admin, one still cannot delete or demote themselves', async () => {
    const second = await send('POST', URL, superCookie, {
      first_name: 'Sam',
      last_name: 'Second',
      role: 'superAdmin',
      ...SECOND,
    });
    assert.equal(second.statusCode, 201);
    const remove = await send('DELETE', `${URL}/${superId}`, superCookie);
    assert.equal(remove.statusCode, 409);
    assert.deepEqual(remove.json(), { message: 'You cannot delete your own account' });
    const demoted = await demote(superId, SUPER.email);
    assert.equal(demoted.statusCode, 409);
    assert.deepEqual(demoted.json(), { message: 'You cannot change your own role' });
  });

  test('another super admin may be demoted, losing access with their next request', async () => {
    const secondCookie = await signInAdmin(t.app, SECOND);
    const secondId = (await send('GET', `${URL}/me`, secondCookie)).json<{ id: string }>().id;
    assert.equal((await send('GET', URL, secondCookie)).statusCode, 200);

    const demoted = await demote(secondId, SECOND.email);
    assert.equal(demoted.statusCode, 200, demoted.body);
    assert.equal(demoted.json<AdminUser>().role, 'clientAdmin');
    assert.equal((await send('GET', URL, secondCookie)).statusCode, 403);
  });
});
