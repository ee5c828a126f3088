import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type EndUserBulkResponse, REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import { auditOf } from '../../helpers/audit-trail';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const INFO = '/api/registration/self-serve/user-info';

describe("the bulk action 'registration links'", () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const bulkLinks = (tenant: string, ids: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenant)}/bulk`,
      payload: { action: 'registration_links', user_ids: ids },
      headers: { cookie },
    });

  /** A user-managed tenant: Ann and Cy have not registered, Bob has, Dee is deactivated. */
  async function userManagedTenant(name: string) {
    const tenant = await createTenant(t.app, name);
    await t.app.systemDb.query("UPDATE tenants SET tenant_type = 'user_managed' WHERE id = $1", [
      tenant,
    ]);
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, registered_at, active)
       VALUES ($1, 'Cy', 'Three', 'cy@example.com', NULL, true),
              ($1, 'Bob', 'Two', 'bob@example.com', now(), true),
              ($1, 'Ann', 'One', 'ann@example.com', NULL, true),
              ($1, 'Dee', 'Four', 'dee@example.com', NULL, false)
       RETURNING id`,
      [tenant],
    );
    return { tenant, ids: rows.map((row) => row.id) };
  }

  test('makes a working link for each unregistered, active user and counts those it skipped', async () => {
    const { tenant, ids } = await userManagedTenant('Links Inc');
    let answer: EndUserBulkResponse | null = null;
    const entries = await auditOf(t.app, async () => {
      const response = await bulkLinks(tenant, ids);
      assert.equal(response.statusCode, 200, response.body);
      answer = response.json<EndUserBulkResponse>();
    });
    const { links, ...counts } = answer!;
    assert.deepEqual(
      { ...counts, expires_at: undefined },
      {
        action: 'registration_links',
        count: 2,
        skipped_registered: 1,
        skipped_inactive: 1,
        expires_at: undefined,
      },
    );
    assert.deepEqual(
      links!.map((link) => [link.first_name, link.email]),
      [
        ['Ann', 'ann@example.com'],
        ['Cy', 'cy@example.com'],
      ],
    );
    for (const link of links!) {
      const url = new URL(link.url);
      assert.equal(url.pathname, '/self-serve/register');
      assert.equal(url.searchParams.get('user_id'), link.id);
      assert.equal((await t.app.inject({ url: `${INFO}${url.search}` })).statusCode, 200);
    }
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.target, entry.message]),
      [
        [
          'end_user.registration_links',
          '2 end users',
          'Registration links made for 2 end users by a bulk action (skipped: 1 already registered, 1 deactivated)',
        ],
      ],
    );
  });

  test('a tenant that is not user managed is refused with 409', async () => {
    const tenant = await createTenant(t.app, 'Organization Inc');
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Eve', 'Five', 'eve@example.com') RETURNING id`,
      [tenant],
    );
    const response = await bulkLinks(tenant, [rows[0]!.id]);
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json<{ message: string }>().message,
      REGISTRATION_MESSAGES.notUserManaged,
    );
  });
});
