import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CurrentUser } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

describe('GET /api/management/admin-users/me', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ url: '/api/management/admin-users/me', headers: cookie ? { cookie } : {} });

  test('answers the signed-in super admin', async () => {
    const response = await me(await signInAdmin(t.app, SUPER));
    assert.equal(response.statusCode, 200);
    const user = response.json<CurrentUser>();
    assert.deepEqual(
      { ...user, id: 'id' },
      {
        id: 'id',
        email: SUPER.email,
        first_name: 'Dana',
        last_name: 'Whitfield',
        role: 'superAdmin',
        tenant_id: null,
        tenant: null,
        stytch_member_id: null,
        isSuperAdmin: true,
        isClientAdmin: false,
      },
    );
  });

  test("answers a client admin with their tenant's slug", async () => {
    const user = (await me(await signInAdmin(t.app, CLIENT))).json<CurrentUser>();
    assert.equal(user.role, 'clientAdmin');
    assert.equal(user.tenant, 'acme-corporation');
    assert.equal(user.isClientAdmin, true);
  });

  test('answers 401 without a session', async () => {
    const response = await me();
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Unauthorized' });
  });

  test("answers 403 'Admin access required' to an end user", async () => {
    const response = await me(await signInEndUser(t.app));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Admin access required' });
  });
});
