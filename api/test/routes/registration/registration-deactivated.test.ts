import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CARD_DEACTIVATED, type RegistrationLinkResponse } from '@bizcard/shared/model';
import { setEndUsersActive } from '../../../src/routes/users/end-user-lifecycle';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';

const INFO = '/api/registration/self-serve/user-info';

describe('registration of a deactivated end user', () => {
  let t: TestApp;
  let tenantId: string;
  let userId: string;

  const setActive = (active: boolean) =>
    t.app.systemDb.transaction((tx) => setEndUsersActive(tx, tenantId, [userId], active));

  before(async () => {
    t = await build();
    const admin = await signInAdmin(t.app, SUPER);
    const tenants = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_type = 'user_managed' LIMIT 1",
    );
    tenantId = tenants.rows[0]!.id;
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Dee', 'Activated', 'dee@example.com') RETURNING id`,
      [tenantId],
    );
    userId = rows[0]!.id;
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/management/users/${tenantId}/${userId}/registration-link`,
      payload: {},
      headers: { cookie: admin },
    });
    assert.equal(link.statusCode, 200, link.body);
    const url = new URL(link.json<RegistrationLinkResponse>().url);
    parts = {
      tenant_id: url.searchParams.get('tenant_id')!,
      user_id: url.searchParams.get('user_id')!,
      token: url.searchParams.get('token')!,
    };
  });
  after(() => t.close());

  let parts: { tenant_id: string; user_id: string; token: string };
  const read = () => t.app.inject({ url: `${INFO}?${new URLSearchParams(parts)}` });
  const register = () =>
    t.app.inject({ method: 'PUT', url: INFO, payload: { ...parts, email: 'dee@example.com' } });

  test('the link is refused with the reason while deactivated, and works once reactivated', async () => {
    await setActive(false);
    for (const response of [await read(), await register()]) {
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { message: CARD_DEACTIVATED });
    }
    const { rows } = await t.app.systemDb.query<{ registered_at: Date | null }>(
      'SELECT registered_at FROM end_users WHERE id = $1',
      [userId],
    );
    assert.equal(rows[0]!.registered_at, null);

    await setActive(true);
    assert.equal((await read()).statusCode, 200);
    const done = await register();
    assert.equal(done.statusCode, 200, done.body);
  });

  test('a wrong token still says the link is invalid, not whether the person is deactivated', async () => {
    await setActive(false);
    const response = await t.app.inject({
      url: `${INFO}?${new URLSearchParams({ ...parts, token: 'not-a-token' })}`,
    });
    assert.equal(response.statusCode, 403);
    assert.notDeepEqual(response.json(), { message: CARD_DEACTIVATED });
  });
});
