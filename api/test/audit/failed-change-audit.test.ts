import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminUser } from '@bizcard/shared/model';
import { auditOf } from '../helpers/audit-trail';
import { build, type TestApp } from '../helpers/build';
import { tenantIdOf, uploadCsv, usersUrl } from '../helpers/end-users';
import { type FaultSwitch, faultyDatabase } from '../helpers/faulty-database';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';
import { saveForm, templateForm } from '../helpers/templates';
import { batchForm, csvFile } from '../routes/batches/batch-files';

const AUDIT_INSERT = /INSERT INTO audit_log/;

describe('a change that fails leaves no audit entry', () => {
  let t: TestApp;
  let faults: FaultSwitch;
  let superCookie: string;
  let clientCookie: string;
  let acmeId: string;

  const json = (method: 'POST' | 'PUT', url: string, payload: object, cookie = superCookie) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.app.systemDb.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))
      .rows[0]!.n;

  /** Runs `act`, checks its status, and that the audit log did not grow. */
  async function assertNoEntry(
    status: number,
    act: () => Promise<{ statusCode: number; body: string }>,
  ) {
    const entries = await auditOf(t.app, async () => {
      const response = await act();
      assert.equal(response.statusCode, status, response.body);
    });
    assert.deepEqual(entries, []);
  }

  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const faulty = faultyDatabase(database);
        faults = faulty.faults;
        return faulty.database;
      },
    });
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    acmeId = await tenantIdOf(t.app, 'Acme Corporation');
  });
  after(() => t.close());

  const grace = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.example.com' };

  test('a refused end user (an invalid phone, then a taken email) writes nothing', async () => {
    await assertNoEntry(400, () =>
      json('POST', usersUrl(acmeId), { ...grace, phone_work: '12' }, clientCookie),
    );
    assert.equal((await json('POST', usersUrl(acmeId), grace, clientCookie)).statusCode, 201);
    await assertNoEntry(409, () => json('POST', usersUrl(acmeId), grace, clientCookie));
  });

  test('a duplicate admin user or tenant (409) writes nothing', async () => {
    await assertNoEntry(409, () =>
      json('POST', '/api/management/admin-users', {
        first_name: 'Dup',
        last_name: 'Licate',
        email: CLIENT.email,
        role: 'clientAdmin',
        tenant_id: acmeId,
        password: 'dup-pass-1234',
      }),
    );
    await assertNoEntry(409, () =>
      json('POST', '/api/management/tenants', {
        name: 'Acme Corporation',
        email: 'x@acme.example.com',
        tenant_type: 'user_managed',
      }),
    );
  });

  test('a super admin refused their own deletion writes nothing', async () => {
    const { adminUsers } = (
      await t.app.inject({ url: '/api/management/admin-users', headers: { cookie: superCookie } })
    ).json<{ adminUsers: AdminUser[] }>();
    const self = adminUsers.find((admin) => admin.email === SUPER.email)!;
    await assertNoEntry(409, () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/management/admin-users/${self.id}`,
        headers: { cookie: superCookie },
      }),
    );
  });

  test('an end user whose entry cannot be written is not created either', async () => {
    const ada = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example.com' };
    faults.failNext(AUDIT_INSERT);
    await assertNoEntry(500, () => json('POST', usersUrl(acmeId), ada, clientCookie));
    assert.ok(faults.fired);
    assert.equal(await count('end_users WHERE email = $1', [ada.email]), 0);
  });

  test('a CSV import whose entry cannot be written is rolled back as a whole', async () => {
    const csv = 'first_name,last_name,email\nAlan,Turing,alan@acme.example.com\n';
    faults.failNext(AUDIT_INSERT);
    await assertNoEntry(500, () => uploadCsv(t.app, acmeId, csv, { cookie: clientCookie }));
    assert.ok(faults.fired);
    assert.equal(await count('end_users WHERE email = $1', ['alan@acme.example.com']), 0);
  });

  test('a template save that fails half-way writes neither the template nor an entry', async () => {
    faults.failNext(/DELETE FROM card_assets/);
    await assertNoEntry(500, () => saveForm(t.app, superCookie, templateForm(acmeId)));
    assert.ok(faults.fired);
    assert.equal(await count('card_templates WHERE tenant_id = $1', [acmeId]), 0);
  });

  test('a batch whose rows fail to store writes neither the batch, its users nor an entry', async () => {
    faults.failNext(/INSERT INTO batch_rows/);
    const people = 'First Name,Last Name,E-mail\nOlivia,Bennett,olivia@acme.example.com\n';
    const form = batchForm({ name: 'Broken', file: { name: 'b.csv', content: csvFile(people) } });
    await assertNoEntry(500, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/management/batches/${acmeId}`,
        payload: form,
        headers: { cookie: superCookie },
      }),
    );
    assert.ok(faults.fired);
    assert.equal(await count('batches WHERE tenant_id = $1', [acmeId]), 0);
    // The users the batch's import had written are undone with it (decision 047).
    assert.equal(await count('end_users WHERE email = $1', ['olivia@acme.example.com']), 0);
  });
});
