import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUserBulkResponse } from '@bizcard/shared/model';
import { auditOf } from '../../helpers/audit-trail';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { type FaultSwitch, faultyDatabase } from '../../helpers/faulty-database';
import {
  cardOf,
  insertPeople,
  leftOf,
  type Person,
  signInPeople,
  staleListRowsOf,
} from '../../helpers/people';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

describe('bulk actions on end users', () => {
  let t: TestApp;
  let faults: FaultSwitch;
  let admin: string;
  let tenant: string;

  const bulk = (action: string, people: readonly Person[], cookie = admin, tenantId = tenant) =>
    t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenantId)}/bulk`,
      payload: { action, user_ids: people.map((person) => person.id) },
      headers: { cookie },
    });

  /** The action's answer and the audit entries it wrote, after checking it answered 200. */
  async function act(action: string, people: readonly Person[]) {
    let answer: EndUserBulkResponse | null = null;
    const entries = await auditOf(t.app, async () => {
      const response = await bulk(action, people);
      assert.equal(response.statusCode, 200, response.body);
      answer = response.json<EndUserBulkResponse>();
    });
    return { answer: answer!, entries };
  }

  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const wrapped = faultyDatabase(database);
        faults = wrapped.faults;
        return wrapped.database;
      },
    });
    admin = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Bulk Inc');
  });
  after(() => t.close());

  test('Deactivate turns them off, ends their sessions and links, in one entry with the count', async () => {
    const people = await insertPeople(t.app, tenant, 12, 'off');
    await signInPeople(t.app, people, t.clock.now());
    const { answer, entries } = await act('deactivate', people);
    assert.deepEqual(answer, { action: 'deactivate', count: 12 });
    assert.deepEqual(await leftOf(t.app, people), {
      users: 12,
      sessions: 0,
      tokens: 0,
      inactive: 12,
    });
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.target, entry.message]),
      [['end_user.deactivate', '12 end users', '12 end users deactivated by a bulk action']],
    );
    assert.equal((await cardOf(t.app, people[0]!)).statusCode, 410);
    assert.equal(await staleListRowsOf(t.app, people), 0);
  });

  test('Reactivate turns them on again and counts only those that were off', async () => {
    const people = await insertPeople(t.app, tenant, 5, 'on');
    await bulk('deactivate', people.slice(0, 3));
    const { answer, entries } = await act('reactivate', people);
    assert.deepEqual(answer, { action: 'reactivate', count: 3 });
    assert.equal((await leftOf(t.app, people)).inactive, 0);
    assert.equal(await staleListRowsOf(t.app, people), 0);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.message]),
      [['end_user.update', '3 end users reactivated by a bulk action']],
    );
    assert.equal((await cardOf(t.app, people[0]!)).statusCode, 200);
  });

  test('Delete removes them with their sessions and links; their cards answer 410', async () => {
    const people = await insertPeople(t.app, tenant, 15, 'bye');
    const kept = await insertPeople(t.app, tenant, 2, 'stay');
    await signInPeople(t.app, [...people, ...kept], t.clock.now());
    const { answer, entries } = await act('delete', people);
    assert.deepEqual(answer, { action: 'delete', count: 15 });
    assert.deepEqual(await leftOf(t.app, people), {
      users: 0,
      sessions: 0,
      tokens: 0,
      inactive: 0,
    });
    assert.deepEqual(await leftOf(t.app, kept), { users: 2, sessions: 2, tokens: 2, inactive: 0 });
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.target, entry.message]),
      [['end_user.delete', '15 end users', '15 end users deleted by a bulk action']],
    );
    for (const person of people) assert.equal((await cardOf(t.app, person)).statusCode, 410);
  });

  test('a failure half-way leaves every user as it was: one transaction, no entry', async () => {
    const people = await insertPeople(t.app, tenant, 4, 'atomic');
    await signInPeople(t.app, people, t.clock.now());
    for (const [action, pattern] of [
      ['delete', /DELETE FROM auth_tokens/],
      ['delete', /INSERT INTO audit_log/],
      ['deactivate', /DELETE FROM sessions/],
      ['deactivate', /INSERT INTO audit_log/],
    ] as const) {
      faults.failNext(pattern);
      const entries = await auditOf(t.app, async () => {
        assert.equal((await bulk(action, people)).statusCode, 500);
      });
      assert.ok(faults.fired, `${action} ${pattern}`);
      assert.deepEqual(entries, []);
      assert.deepEqual(await leftOf(t.app, people), {
        users: 4,
        sessions: 4,
        tokens: 4,
        inactive: 0,
      });
    }
    assert.equal((await cardOf(t.app, people[0]!)).statusCode, 200);
  });

  test("a tenant's bulk action never reaches another tenant's users", async () => {
    const other = await createTenant(t.app, 'Other Bulk Inc');
    const theirs = await insertPeople(t.app, other, 3, 'theirs');
    const { answer, entries } = await act('delete', theirs);
    assert.deepEqual(answer, { action: 'delete', count: 0 });
    assert.deepEqual(entries, []);
    assert.equal((await leftOf(t.app, theirs)).users, 3);
  });

  test('admins of other tenants and end users get 403, visitors 401, and nothing changes', async () => {
    const people = await insertPeople(t.app, tenant, 2, 'guarded');
    const client = await signInAdmin(t.app, CLIENT);
    const endUser = await signInEndUser(t.app);
    for (const action of ['deactivate', 'reactivate', 'delete', 'registration_links']) {
      assert.equal((await bulk(action, people, client)).statusCode, 403, action);
      assert.equal((await bulk(action, people, endUser)).statusCode, 403, action);
      assert.equal((await bulk(action, people, '')).statusCode, 401, action);
    }
    assert.deepEqual(await leftOf(t.app, people), {
      users: 2,
      sessions: 0,
      tokens: 0,
      inactive: 0,
    });
  });

  test('refuses an unknown action, an empty selection and ids that are not UUIDs', async () => {
    const [person] = await insertPeople(t.app, tenant, 1, 'checked');
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${usersUrl(tenant)}/bulk`,
        payload,
        headers: { cookie: admin },
      });
    const refused = [
      await post({ action: 'explode', user_ids: [person!.id] }),
      await post({ action: 'delete', user_ids: [] }),
      await post({ action: 'delete', user_ids: ['nobody'] }),
      await post({ action: 'delete' }),
    ];
    assert.deepEqual(
      refused.map((response) => [
        response.statusCode,
        response.json<{ message: string }>().message,
      ]),
      [
        [400, 'Choose a bulk action'],
        [400, 'Select at least one user'],
        [400, 'User ids must be UUIDs'],
        [400, 'Select at least one user'],
      ],
    );
    assert.equal((await leftOf(t.app, [person!])).users, 1);
  });
});
