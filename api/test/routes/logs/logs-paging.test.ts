import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditLogPage } from '@bizcard/shared/model';
import { AUDIT_LOG_MESSAGES } from '@bizcard/shared/schemas';
import { listEntries } from '../../../src/routes/logs/log-store';
import { asOwner, newTenant } from '../../helpers/audit-log';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';

// More entries than the list counts exactly (10,000): its total becomes an estimate.
const ENTRIES = 10_050;

describe('audit log: paging a long log', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  const list = async (query: string) => {
    const reply = await t.app.inject({ url: `/api/management/logs?${query}`, headers: { cookie } });
    return { status: reply.statusCode, body: reply.json() };
  };
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await newTenant(t.app, 'Long Log Ltd');
    // Pairs share a time, so that pages must break ties by id.
    await asOwner(t.app.db, (tx) =>
      tx.query(
        `INSERT INTO audit_log (at, tenant_id, actor, actor_kind, action, target, level, message)
         SELECT timestamptz '2025-01-01' + (i / 2) * interval '1 second', $1,
                'robot@longlog.example.com', 'system', 'end_user.update', 'person' || i,
                CASE WHEN i % 1000 = 0 THEN 'error' ELSE 'info' END, 'Entry ' || i
         FROM generate_series(1, $2::int) AS i`,
        [tenantId, ENTRIES],
      ),
    );
    // As autovacuum would after such a load: the estimate reads the table's statistics.
    await asOwner(t.app.db, (tx) => tx.query('ANALYZE audit_log'));
  });
  after(() => t.close());

  test('walks every entry once, newest first, by following next', async () => {
    const seen: string[] = [];
    let next: string | null | undefined;
    let pages = 0;
    do {
      const query = `tenant_id=${tenantId}&page_size=200${next ? `&after=${next}` : ''}`;
      const { status, body } = await list(query);
      assert.equal(status, 200);
      const page = body as AuditLogPage;
      seen.push(...page.entries.map((entry) => entry.message));
      next = page.next;
      pages++;
    } while (next);
    assert.equal(pages, Math.ceil(ENTRIES / 200));
    assert.equal(new Set(seen).size, ENTRIES);
    assert.equal(seen[0], `Entry ${ENTRIES}`);
    assert.equal(seen.at(-1), 'Entry 1');
  });

  test('says the total is an estimate past 10,000 entries, and exact below', async () => {
    const all = (await list(`tenant_id=${tenantId}&page_size=1`)).body as AuditLogPage;
    assert.equal(all.total_estimated, true);
    assert.ok(Math.abs(all.total - ENTRIES) < ENTRIES / 2, `about ${all.total}`);
    const errors = (await list(`tenant_id=${tenantId}&level=error`)).body as AuditLogPage;
    assert.equal(errors.total_estimated, false);
    assert.equal(errors.total, 10);
    assert.equal(errors.next, null);
  });

  test('finds entries by words in the message, actor or target whatever their case', async () => {
    const found = (await list(`tenant_id=${tenantId}&q=ENTRY%2010049`)).body as AuditLogPage;
    assert.deepEqual(
      found.entries.map((entry) => entry.message),
      ['Entry 10049'],
    );
    const byTarget = (await list(`tenant_id=${tenantId}&q=Person1004`)).body as AuditLogPage;
    assert.equal(byTarget.total, 11, 'person1004 and person10040 … 10049');
  });

  // PGlite runs each query to its end: only a PostgreSQL server cancels at statement_timeout.
  test('gives the estimate instead of a count that outruns its time budget', {
    skip: !process.env.DATABASE_URL,
  }, async () => {
    const filter = { tenantId, q: 'robot@' };
    const slow = await listEntries(t.app.systemDb, filter, { pageSize: 5, countBudgetMs: 1 });
    assert.equal(slow.estimated, true);
    assert.ok(slow.total > 10_000);
    assert.equal(slow.entries.length, 5, 'the page itself is whole');
    const timely = await listEntries(t.app.systemDb, { tenantId, level: 'error' }, { pageSize: 5 });
    assert.deepEqual([timely.total, timely.estimated], [10, false]);
  });

  test('refuses a next value it did not write, saying why', async () => {
    for (const after of ['nonsense', Buffer.from('["x","1"]').toString('base64url')]) {
      const { status, body } = await list(`after=${after}`);
      assert.equal(status, 400);
      assert.equal(body.message, AUDIT_LOG_MESSAGES.after);
    }
  });
});
