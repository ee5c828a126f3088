import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REGISTRATION_MESSAGES, type RegistrationLinkResponse } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../../../src/db/database';
import { REGISTRATION_ATTEMPTS_PER_HOUR } from '../../../src/routes/registration/registration-attempts';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';

const INFO = '/api/registration/self-serve/user-info';

/** Records the SQL `q` runs from now on, through its transactions too, into `statements`. */
function recordStatements<Q extends Queryable>(q: Q, statements: string[]): Q {
  const spied = q as Q & Partial<Transactional>;
  const query = q.query.bind(q);
  spied.query = ((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query(sql, params);
  }) as Q['query'];
  if (spied.transaction) {
    const transaction = spied.transaction.bind(q);
    spied.transaction = ((fn: (tx: Queryable) => Promise<unknown>, ...rest: never[]) =>
      transaction(
        (tx) => fn(recordStatements(tx, statements)),
        ...rest,
      )) as Transactional['transaction'];
  }
  return q;
}

describe('registration with an address another person of the tenant has', () => {
  let t: TestApp;
  let admin: string;
  let globexId: string;
  let counter = 0;
  const statements: string[] = [];

  const newPerson = async (registered = false) => {
    counter += 1;
    const { rows } = await t.app.systemDb.query<{ id: string; email: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, registered_at)
       VALUES ($1, 'Tara', 'Taken', $2, $3) RETURNING id, email`,
      [globexId, `tara-${counter}@example.com`, registered ? new Date().toISOString() : null],
    );
    return rows[0]!;
  };
  const row = async (id: string) =>
    (
      await t.app.systemDb.query<Record<string, unknown>>('SELECT * FROM end_users WHERE id = $1', [
        id,
      ])
    ).rows[0];
  const tokensOf = async (id: string) =>
    (await t.app.systemDb.query('SELECT kind FROM auth_tokens WHERE principal_id = $1', [id])).rows;
  const linkOf = async (userId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/management/users/${globexId}/${userId}/registration-link`,
      payload: {},
      headers: { cookie: admin },
    });
    const url = new URL(response.json<RegistrationLinkResponse>().url);
    return {
      token: url.searchParams.get('token')!,
      tenant_id: globexId,
      user_id: userId,
    };
  };
  const register = (link: Record<string, string>, email: string) =>
    t.app.inject({ method: 'PUT', url: INFO, payload: { ...link, email } });

  before(async () => {
    t = await build();
    recordStatements(t.app.systemDb, statements);
    recordStatements(t.app.db, statements);
    admin = await signInAdmin(t.app, SUPER);
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_type = 'user_managed' LIMIT 1",
    );
    globexId = rows[0]!.id;
  });
  after(() => t.close());

  test('answers a taken address with the same status and body as a free one, mails its owner and leaves their account as it was', async () => {
    const owner = await newPerson(true);
    const ownerBefore = { row: await row(owner.id), tokens: await tokensOf(owner.id) };
    const holder = await newPerson();
    const link = await linkOf(holder.id);

    const free = await register(link, 'tara.free@example.com');
    const taken = await register(link, owner.email.toUpperCase());
    assert.equal(free.statusCode, 200, free.body);
    assert.equal(taken.statusCode, taken.statusCode);
    assert.equal(taken.body, free.body);
    assert.equal(free.json<{ message: string }>().message, REGISTRATION_MESSAGES.complete);

    const [notice, ...more] = await t.mailsTo(owner.email);
    assert.equal(more.length, 0);
    assert.equal(notice?.subject, 'Someone tried to register with your BizCard address');
    assert.ok(notice?.text.includes(`/self-serve-login?tenant_id=${globexId}`));
    assert.match(notice?.text ?? '', /Forgot Password/);
    const [setup] = await t.mailsTo('tara.free@example.com');
    assert.equal(setup?.subject, 'Set your BizCard password');
    assert.deepEqual({ row: await row(owner.id), tokens: await tokensOf(owner.id) }, ownerBefore);
    // Until a mailed link is used, the link's own person is unchanged too.
    assert.equal((await row(holder.id))?.email, holder.email);
    assert.equal((await row(holder.id))?.registered_at, null);
  });

  test('does the same work before answering for a free and a taken address, and leaves the rest until after the answer', async () => {
    const owner = await newPerson(true);
    const link = await linkOf((await newPerson()).id);
    const held: Array<() => Promise<void>> = [];
    const runAfterResponse = t.app.runAfterResponse;
    t.app.runAfterResponse = (_label, task) => {
      held.push(task);
    };
    const workOf = async (email: string) => {
      statements.length = 0;
      const response = await register(link, email);
      assert.equal(response.statusCode, 200, response.body);
      return [...statements];
    };
    try {
      const freeWork = await workOf('tara.other@example.com');
      const takenWork = await workOf(owner.email);
      assert.ok(freeWork.length > 0);
      assert.deepEqual(takenWork, freeWork);
      assert.equal(held.length, 2);
    } finally {
      t.app.runAfterResponse = runAfterResponse;
    }
    for (const task of held) await task();
    assert.equal((await t.mailsTo(owner.email)).length, 1);
    assert.equal((await t.mailsTo('tara.other@example.com')).length, 1);
  });

  test(`after ${REGISTRATION_ATTEMPTS_PER_HOUR} attempts in an hour, free or taken, every attempt with the link waits, and an hour later it works`, async () => {
    const link = await linkOf((await newPerson()).id);
    const taken = await newPerson(true);
    for (let attempt = 1; attempt <= REGISTRATION_ATTEMPTS_PER_HOUR; attempt += 1) {
      const email = attempt % 2 ? taken.email : `tara.try-${attempt}@example.com`;
      assert.equal((await register(link, email)).statusCode, 200);
    }
    for (const email of [taken.email, 'tara.free@example.com']) {
      const waiting = await register(link, email);
      assert.equal(waiting.statusCode, 429);
      assert.deepEqual(waiting.json(), { message: REGISTRATION_MESSAGES.tooManyAttempts });
      assert.ok(Number(waiting.headers['retry-after']) > 0);
    }
    t.clock.advance(60 * 60 * 1000 + 1000);
    assert.equal((await register(link, 'tara.free@example.com')).statusCode, 200);
  });
});
