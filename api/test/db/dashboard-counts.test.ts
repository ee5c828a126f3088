import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DashboardFigures } from '@bizcard/shared/model';
import { addCardVisits } from '../../src/analytics/card-count-store';
import { utcDay } from '../../src/analytics/utc-days';
import { withScope } from '../../src/db/database';
import { SLUG } from '../../src/routes/cards/card-store';
import { build, type TestApp } from '../helpers/build';
import { createTenant, tenantIdOf } from '../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';

/** The kept counts (migration 024) beside a recount of the rows they sum; equal when right. */
const KEPT_AND_RECOUNTED = [
  `SELECT t.id::text AS key,
          (SELECT coalesce(sum(c.cards), -1)::int FROM tenant_card_counts c
            WHERE c.tenant_id = t.id) AS kept,
          (SELECT count(*)::int FROM end_users u
            WHERE u.tenant_id = t.id AND u.active AND u.card_slug ~ $1) AS recounted
     FROM tenants t`,
  `SELECT r.tenant_id || ' ' || r.day AS key, coalesce(k.views, -1) AS kept, r.views AS recounted
     FROM (SELECT tenant_id, day, sum(views)::int AS views FROM card_daily_counts
            GROUP BY tenant_id, day) AS r
     LEFT JOIN tenant_daily_counts k ON k.tenant_id = r.tenant_id AND k.day = r.day
   UNION ALL
   SELECT k.tenant_id || ' ' || k.day, k.views, 0 FROM tenant_daily_counts k
    WHERE k.views <> 0 AND NOT EXISTS (SELECT 1 FROM card_daily_counts c
                                        WHERE c.tenant_id = k.tenant_id AND c.day = k.day)`,
  `SELECT r.day::text AS key, coalesce(k.views, -1) AS kept, r.views AS recounted
     FROM (SELECT day, sum(views)::int AS views FROM card_daily_counts GROUP BY day) AS r
     LEFT JOIN all_tenant_daily_counts k ON k.day = r.day`,
];

describe('the counts the Dashboard reads', () => {
  let t: TestApp;
  let acme: string;

  async function assertKeptEqualsRecount(): Promise<void> {
    for (const sql of KEPT_AND_RECOUNTED) {
      const params = sql.includes('$1') ? [SLUG.source] : [];
      const { rows } = await t.app.systemDb.query<{ key: string; kept: number; recounted: number }>(
        sql,
        params,
      );
      const wrong = rows.filter((row) => row.kept !== row.recounted);
      assert.deepEqual(wrong, [], sql.slice(0, 80));
    }
  }

  const newUsers = async (tenantId: string, prefix: string, count: number) => {
    const { rows } = await withScope(t.app.db, { tenantId }).query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'Kept', $2 || i, $2 || i || '@kept.example.com' FROM generate_series(1, $3) AS i
       RETURNING id`,
      [tenantId, prefix, count],
    );
    return rows.map((row) => row.id);
  };

  before(async () => {
    t = await build();
    acme = await tenantIdOf(t.app, 'Acme Corporation');
  });
  after(() => t.close());

  test("the database's card-page rule is SLUG's", async () => {
    const samples = ['abcDEF123_-', 'a', 'x'.repeat(64), 'x'.repeat(65), '', 'a b', 'é', 'a/b'];
    const { rows } = await t.app.systemDb.query<{ shows: boolean }>(
      'SELECT end_user_has_card_page(true, s) AS shows FROM unnest($1::text[]) AS s',
      [samples],
    );
    assert.deepEqual(
      rows.map((row) => row.shows),
      samples.map((sample) => SLUG.test(sample)),
    );
  });

  test('the migration counted what was there, and every tenant has its card count', async () => {
    await assertKeptEqualsRecount();
  });

  test('the Dashboard reads the kept counts, not a recount of every card', async () => {
    const today = utcDay(t.clock.now());
    const superCookie = await signInAdmin(t.app, SUPER);
    const clientCookie = await signInAdmin(t.app, CLIENT);
    const figures = async (cookie: string) =>
      (
        await t.app.inject({ url: '/api/management/dashboard', headers: { cookie } })
      ).json<DashboardFigures>();
    const before = [await figures(superCookie), await figures(clientCookie)];
    // Only a kept count moves: a recount would not see it.
    const shift = async (cards: number, views: number) => {
      const db = t.app.systemDb;
      await db.query(
        'UPDATE tenant_card_counts SET cards = cards + $2 WHERE tenant_id = $1 AND shard = 0',
        [acme, cards],
      );
      await db.query(
        `INSERT INTO tenant_daily_counts AS c (tenant_id, day, views) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, day, shard) DO UPDATE SET views = c.views + $3`,
        [acme, today, views],
      );
      await db.query(
        `INSERT INTO all_tenant_daily_counts AS c (day, views) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET views = c.views + $2`,
        [today, views],
      );
    };
    await shift(1000, 7);
    const moved = [await figures(superCookie), await figures(clientCookie)];
    for (const [i, after] of moved.entries()) {
      assert.equal(after.active_cards, before[i]!.active_cards + 1000);
      assert.equal(after.totals.views, before[i]!.totals.views + 7);
    }
    await shift(-1000, -7);
  });

  test("a tenant's scope reads its own kept counts only; every tenant's day needs all tenants", async () => {
    const acmeScope = withScope(t.app.db, { tenantId: acme });
    const own = await acmeScope.query<{ tenant_id: string }>(
      'SELECT tenant_id FROM tenant_card_counts UNION ALL SELECT tenant_id FROM tenant_daily_counts',
    );
    assert.ok(own.rows.length > 0);
    assert.ok(own.rows.every((row) => row.tenant_id === acme));
    assert.deepEqual((await acmeScope.query('SELECT 1 FROM all_tenant_daily_counts')).rows, []);
  });

  test("removing a counted user in a tenant's scope leaves the transaction in that scope", async () => {
    const [userId] = await newUsers(acme, 'scoped-', 1);
    await t.app.systemDb.query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views) VALUES ($1, $2, $3, 4)`,
      [userId, acme, utcDay(t.clock.now())],
    );
    const others = await withScope(t.app.db, { tenantId: acme }).transaction(async (tx) => {
      await tx.query('DELETE FROM end_users WHERE id = $1', [userId]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM end_users WHERE tenant_id <> $1',
        [acme],
      );
      return rows[0]!.n;
    });
    assert.equal(others, 0);
    await assertKeptEqualsRecount();
  });

  test('concurrent counting, creates, deactivations and deletes leave every count right', async () => {
    const tenants = [
      acme,
      await createTenant(t.app, 'Kept One'),
      await createTenant(t.app, 'Kept Two'),
    ];
    const users = new Map<string, string[]>();
    for (const [i, tenantId] of tenants.entries()) {
      users.set(tenantId, await newUsers(tenantId, `seed${i}-`, 20));
    }
    const today = utcDay(t.clock.now());
    const yesterday = utcDay(new Date(t.clock.now().getTime() - 86_400_000));
    const flush = (n: number) =>
      addCardVisits(t.app.systemDb, {
        visits: tenants.flatMap((tenantId) =>
          // The first 12 stay: a visit of a user deleted meanwhile is another test's matter.
          users
            .get(tenantId)!
            .slice(0, 12)
            .flatMap((endUserId, u) =>
              [today, yesterday].map((day) => ({
                endUserId,
                day,
                visitor: `visitor-${n}-${u}`,
                event: n % 3 === 0 ? ('save' as const) : ('view' as const),
              })),
            ),
        ),
        filtered: [],
      });
    const writes: Promise<unknown>[] = [];
    for (let n = 0; n < 8; n++) {
      writes.push(flush(n));
      for (const [i, tenantId] of tenants.entries()) {
        const scoped = withScope(t.app.db, { tenantId });
        const mine = users.get(tenantId)!;
        writes.push(newUsers(tenantId, `burst${i}-${n}-`, 5));
        writes.push(
          scoped.query('UPDATE end_users SET active = NOT active WHERE id = $1', [mine[n]]),
        );
        writes.push(scoped.query('DELETE FROM end_users WHERE id = $1', [mine[19 - n]]));
      }
    }
    const settled = await Promise.allSettled(writes);
    const failed = settled.filter((result) => result.status === 'rejected');
    assert.deepEqual(failed, []);
    await assertKeptEqualsRecount();
  });
});
