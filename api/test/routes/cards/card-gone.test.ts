import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const PERSON = { first_name: 'Gone', last_name: 'Soon', email: 'gone@example.com' };
const GONE = 'This card is no longer available';

describe('cards of deactivated and removed users', () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Gone Cards');
  });
  after(() => t.close());

  const create = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: { ...PERSON, email },
      headers: { cookie },
    });
    assert.equal(response.statusCode, 201);
    return response.json<EndUser>();
  };
  const put = (user: EndUser, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `${usersUrl(tenant)}/${user.id}`,
      payload: { ...PERSON, email: user.email, ...body },
      headers: { cookie },
    });
  const cardPaths = (user: EndUser) => {
    const page = new URL(user.embedded_url).pathname;
    return [page, `${page}/contact.vcf`, `${page}/qr.png`];
  };

  test('a new user is active, and an edit without `active` keeps it', async () => {
    const user = await create('keep@example.com');
    assert.equal(user.active, true);
    assert.equal((await put(user, { active: false })).json<EndUser>().active, false);
    assert.equal((await put(user, {})).json<EndUser>().active, false);
  });

  test('a deactivated card answers 410 (page, vCard, QR) and comes back when reactivated', async () => {
    const user = await create('toggle@example.com');
    assert.equal((await put(user, { active: false })).statusCode, 200);
    for (const url of cardPaths(user)) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 410, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
      assert.ok(response.body.includes(GONE), url);
      assert.ok(!response.body.includes('Gone Soon'), url);
      assert.ok(response.body.length < 4000, url);
    }
    assert.equal((await put(user, { active: true })).statusCode, 200);
    for (const url of cardPaths(user)) {
      assert.equal((await t.app.inject({ url })).statusCode, 200, url);
    }
  });

  test('a user deleted in SQL leaves a 410; an address never given out stays 404', async () => {
    const user = await create('deleted@example.com');
    await t.app.systemDb.query('DELETE FROM end_users WHERE id = $1', [user.id]);
    for (const url of cardPaths(user)) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 410, url);
      assert.ok(response.body.includes(GONE), url);
    }
    assert.equal((await t.app.inject({ url: '/c/NeverGivenOut1' })).statusCode, 404);
  });

  test("a removed tenant's cards stay gone", async () => {
    const other = await createTenant(t.app, 'Removed Tenant');
    const response = await t.app.inject({
      method: 'POST',
      url: usersUrl(other),
      payload: PERSON,
      headers: { cookie },
    });
    const user = response.json<EndUser>();
    await t.app.systemDb.query('DELETE FROM tenants WHERE id = $1', [other]);
    const page = new URL(user.embedded_url).pathname;
    assert.equal((await t.app.inject({ url: page })).statusCode, 410);
  });
});
