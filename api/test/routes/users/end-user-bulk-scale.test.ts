import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUserBulkResponse } from '@bizcard/shared/model';
import type { Queryable } from '../../../src/db/database';
import { deleteEndUsers } from '../../../src/routes/users/end-user-removal';
import { auditOf } from '../../helpers/audit-trail';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { cardOf, insertPeople, leftOf, type Person, signInPeople } from '../../helpers/people';
import { SUPER, signInAdmin } from '../../helpers/session';

/** Whole-table reads of end_users so far in the transaction of `tx`. */
async function endUserTableScans(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT coalesce(seq_scan, 0)::int AS n FROM pg_stat_xact_user_tables
     WHERE relid = 'end_users'::regclass`,
  );
  return rows[0]?.n ?? 0;
}

describe('bulk actions on thousands of end users', () => {
  let t: TestApp;
  let admin: string;
  let tenant: string;

  before(async () => {
    t = await build();
    admin = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Bulk Scale Inc');
  });
  after(() => t.close());

  test('Deactivate of 500 signed-in people ends every session and link in one entry; their cards answer 410', async () => {
    const people = await insertPeople(t.app, tenant, 500, 'many');
    await signInPeople(t.app, people, t.clock.now());
    let answer: EndUserBulkResponse | null = null;
    const entries = await auditOf(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${usersUrl(tenant)}/bulk`,
        payload: { action: 'deactivate', user_ids: people.map((person) => person.id) },
        headers: { cookie: admin },
      });
      assert.equal(response.statusCode, 200, response.body);
      answer = response.json<EndUserBulkResponse>();
    });
    assert.deepEqual(answer, { action: 'deactivate', count: 500 });
    assert.deepEqual(await leftOf(t.app, people), {
      users: 500,
      sessions: 0,
      tokens: 0,
      inactive: 500,
    });
    assert.deepEqual(
      entries.map((entry) => entry.message),
      ['500 end users deactivated by a bulk action'],
    );
    for (const person of [people[0]!, people[249]!, people[499]!]) {
      assert.equal((await cardOf(t.app, person)).statusCode, 410);
    }
  });

  test('Delete of 2,000 people finds the people they managed by index, not by reading every user each', async () => {
    const people = await insertPeople(t.app, tenant, 2000, 'gone');
    const [managed] = await insertPeople(t.app, tenant, 1, 'managed');
    await t.app.systemDb.query('UPDATE end_users SET scim_manager_id = $1 WHERE id = $2', [
      people[1234]!.id,
      managed!.id,
    ]);
    const scans = await t.app.systemDb.transaction(async (tx) => {
      const removed = await deleteEndUsers(
        tx,
        tenant,
        people.map((person: Person) => person.id),
      );
      assert.equal(removed.length, 2000);
      return endUserTableScans(tx);
    });
    assert.ok(scans < 10, `end_users read whole ${scans} times for 2,000 deleted people`);
    const { rows } = await t.app.systemDb.query<{ scim_manager_id: string | null }>(
      'SELECT scim_manager_id FROM end_users WHERE id = $1',
      [managed!.id],
    );
    assert.deepEqual(rows, [{ scim_manager_id: null }]);
    assert.equal((await cardOf(t.app, people[1234]!)).statusCode, 410);
  });
});
