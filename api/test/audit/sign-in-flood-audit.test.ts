import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditLogPage } from '@bizcard/shared/model';
import { ANONYMOUS_ENTRIES_PER_MINUTE, overflowMessage } from '../../src/audit/anonymous-audit';
import { DEFAULT_ATTEMPT_LIMITS } from '../../src/config';
import { build, type TestApp } from '../helpers/build';
import { tenantIdOf } from '../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';

const WRONG_PASSWORD = 'not-the-password-9Xq';
const REFUSED = 'Sign-in refused: too many failed attempts';

interface Row {
  actor: string | null;
  message: string;
  repeat_count: number;
}

describe('the audit log under a flood of failed sign-ins', () => {
  let t: TestApp;
  let superCookie: string;
  let acmeId: string;

  const wrongPassword = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      remoteAddress,
      payload: { email: CLIENT.email, password: WRONG_PASSWORD },
    });

  /** Acme's entries written after `mark`, oldest first. */
  const acmeRowsSince = async (mark: number) =>
    (
      await t.app.systemDb.query<Row>(
        `SELECT actor, message, repeat_count FROM audit_log
         WHERE tenant_id = $1 AND id > $2 ORDER BY id`,
        [acmeId, mark],
      )
    ).rows;
  const mark = async () =>
    Number(
      (
        await t.app.systemDb.query<{ id: string | null }>(
          'SELECT max(id)::text AS id FROM audit_log',
        )
      ).rows[0]?.id ?? 0,
    );

  before(async () => {
    // The email's own hourly cap would stop the second test's spread of addresses.
    t = await build({
      config: { attemptLimits: { ...DEFAULT_ATTEMPT_LIMITS, signInPerEmail: 10_000 } },
    });
    superCookie = await signInAdmin(t.app, SUPER);
    acmeId = await tenantIdOf(t.app, 'Acme Corporation');
  });
  after(() => t.close());

  test('400 wrong passwords from one address write the 10 failures and one refusal counted 390 times', async () => {
    const from = await mark();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const { statusCode } = await wrongPassword('198.51.100.7');
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    assert.deepEqual(Object.fromEntries(statuses), { 401: 10, 429: 390 });
    const rows = await acmeRowsSince(from);
    assert.equal(rows.length, 11, JSON.stringify(rows));
    assert.deepEqual(
      rows.slice(0, 10).map((row) => [row.message, row.repeat_count]),
      Array(10).fill(['Sign-in failed: wrong password', 1]),
    );
    assert.deepEqual(rows[10], { actor: CLIENT.email, message: REFUSED, repeat_count: 390 });
    const stored = JSON.stringify(
      (await t.app.systemDb.query('SELECT * FROM audit_log WHERE id > $1', [from])).rows,
    );
    assert.ok(!stored.includes('198.51.100.7'), 'the address is never stored');

    const logs = await t.app.inject({
      url: `/api/management/logs?q=${encodeURIComponent('too many failed')}`,
      headers: { cookie: superCookie },
    });
    const page = logs.json<AuditLogPage>();
    assert.equal(page.entries[0]?.message, `${REFUSED} (×390)`);
  });

  test("failures from many addresses add at most the minute's budget and one counted entry", async () => {
    const from = await mark();
    const attempts = ANONYMOUS_ENTRIES_PER_MINUTE + 25;
    for (let i = 0; i < attempts; i++) {
      assert.equal((await wrongPassword(`203.0.113.${i + 1}`)).statusCode, 401);
    }
    const rows = await acmeRowsSince(from);
    // Run across a minute's turn, the budget starts again once: still bounded.
    assert.ok(rows.length <= 2 * (ANONYMOUS_ENTRIES_PER_MINUTE + 1), `${rows.length} rows`);
    const counted = rows.filter(
      (row) => row.message === overflowMessage(ANONYMOUS_ENTRIES_PER_MINUTE),
    );
    assert.ok(counted.length >= 1);
    const total = rows.reduce((sum, row) => sum + row.repeat_count, 0);
    assert.equal(total, attempts, 'every attempt is counted in some entry');
  });

  test('the API may raise a counted entry and change nothing else in the log', async () => {
    await assert.rejects(
      t.app.db.transaction(
        (tx) => tx.query("UPDATE audit_log SET message = 'rewritten' WHERE repeat_key IS NOT NULL"),
        'all-tenants',
      ),
    );
    await assert.rejects(
      t.app.db.transaction(
        (tx) => tx.query('UPDATE audit_log SET repeat_count = 1 WHERE repeat_key IS NOT NULL'),
        'all-tenants',
      ),
      /append-only/,
    );
    await assert.rejects(
      t.app.db.transaction(
        (tx) => tx.query('UPDATE audit_log SET repeat_count = 5 WHERE repeat_key IS NULL'),
        'all-tenants',
      ),
      /append-only/,
    );
  });
});
