import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import { auditOf } from '../../helpers/audit-trail';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, tenantIdOf, usersUrl } from '../../helpers/end-users';
import { type FaultSwitch, faultyDatabase, INJECTED_FAULT } from '../../helpers/faulty-database';
import { cardOf, insertPeople, leftOf, signInPeople } from '../../helpers/people';
import { CLIENT, SUPER, signInAdmin, signInEndUser, USER } from '../../helpers/session';
import { imageBytes } from '../../helpers/templates';

describe('deleting one end user', () => {
  let t: TestApp;
  let faults: FaultSwitch;
  let admin: string;
  let tenant: string;

  const remove = (tenantId: string, userId: string, cookie = admin) =>
    t.app.inject({ method: 'DELETE', url: `${usersUrl(tenantId)}/${userId}`, headers: { cookie } });

  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const wrapped = faultyDatabase(database);
        faults = wrapped.faults;
        return wrapped.database;
      },
    });
    admin = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Removal Inc');
  });
  after(() => t.close());

  test('removes the person, their sessions and links, and writes one audit entry naming them', async () => {
    const [person] = await insertPeople(t.app, tenant, 1, 'gone');
    await signInPeople(t.app, [person!], t.clock.now());
    const entries = await auditOf(t.app, async () => {
      const response = await remove(tenant, person!.id);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { deleted: 1 });
    });
    assert.deepEqual(await leftOf(t.app, [person!]), {
      users: 0,
      sessions: 0,
      tokens: 0,
      inactive: 0,
    });
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.target, entry.message, entry.actor]),
      [['end_user.delete', 'gone1@example.com', 'End user gone1@example.com deleted', SUPER.email]],
    );
    const fetched = await t.app.inject({
      url: `${usersUrl(tenant)}/${person!.id}`,
      headers: { cookie: admin },
    });
    assert.equal(fetched.statusCode, 404);
  });

  test("the card's address, vCard and QR code answer 410, not 404 (decision 017)", async () => {
    const [person] = await insertPeople(t.app, tenant, 1, 'card');
    assert.equal((await cardOf(t.app, person!)).statusCode, 200);
    assert.equal((await remove(tenant, person!.id)).statusCode, 200);
    for (const suffix of ['', '/contact.vcf', '/qr.png']) {
      assert.equal((await cardOf(t.app, person!, suffix)).statusCode, 410, suffix);
    }
    assert.equal((await t.app.inject({ url: '/c/never-was-a-card' })).statusCode, 404);
  });

  test('the open self-serve session of the person ends at once; end users themselves get 403', async () => {
    const cookie = await signInEndUser(t.app);
    const info = () => t.app.inject({ url: '/api/self-serve/user-info', headers: { cookie } });
    assert.equal((await info()).statusCode, 200);
    const { rows } = await t.app.systemDb.query<{ id: string; tenant_id: string }>(
      'SELECT id, tenant_id FROM end_users WHERE email = $1',
      [USER.email],
    );
    assert.equal((await remove(rows[0]!.tenant_id, rows[0]!.id, cookie)).statusCode, 403);
    assert.equal((await remove(rows[0]!.tenant_id, rows[0]!.id, '')).statusCode, 401);
    assert.equal((await remove(rows[0]!.tenant_id, rows[0]!.id)).statusCode, 200);
    assert.equal((await info()).statusCode, 401);
  });

  test("the person's own photo goes with them", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: { first_name: 'Pia', last_name: 'Photo', email: 'pia@example.com' },
      headers: { cookie: admin },
    });
    const user = created.json<EndUser>();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await imageBytes(300, 300))]), 'me.png');
    const withPhoto = await t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenant)}/${user.id}/photo`,
      payload: form,
      headers: { cookie: admin },
    });
    const photoPath = new URL(withPhoto.json<EndUser>().photo_url!).pathname;
    assert.equal((await t.app.inject({ url: photoPath })).statusCode, 200);
    assert.equal((await remove(tenant, user.id)).statusCode, 200);
    assert.equal((await t.app.inject({ url: photoPath })).statusCode, 404);
  });

  test('a failure half-way leaves the person, their sessions and no audit entry', async () => {
    const [person] = await insertPeople(t.app, tenant, 1, 'kept');
    await signInPeople(t.app, [person!], t.clock.now());
    faults.failNext(/INSERT INTO audit_log/);
    const entries = await auditOf(t.app, async () => {
      const response = await remove(tenant, person!.id);
      assert.equal(response.statusCode, 500);
    });
    assert.ok(faults.fired, INJECTED_FAULT);
    assert.deepEqual(entries, []);
    assert.deepEqual(await leftOf(t.app, [person!]), {
      users: 1,
      sessions: 1,
      tokens: 1,
      inactive: 0,
    });
    assert.equal((await cardOf(t.app, person!)).statusCode, 200);
  });

  test("another tenant's admin gets 403 and a tenant's URL never reaches another tenant's user", async () => {
    const acme = await tenantIdOf(t.app, 'Acme Corporation');
    const [other] = await insertPeople(t.app, tenant, 1, 'other');
    const client = await signInAdmin(t.app, CLIENT);
    assert.equal((await remove(tenant, other!.id, client)).statusCode, 403);
    assert.equal((await remove(acme, other!.id)).statusCode, 404);
    assert.equal((await remove(tenant, 'not-a-uuid')).statusCode, 404);
    assert.equal((await leftOf(t.app, [other!])).users, 1);
  });
});
