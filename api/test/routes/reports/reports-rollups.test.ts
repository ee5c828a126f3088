import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ActivitySummary, UsageReport } from '@bizcard/shared/model';
import { addDays, utcDay } from '../../../src/analytics/utc-days';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const reportUrl = (tenantId: string, report: 'usage' | 'activity', days: number) =>
  `/api/management/reports/${tenantId}/${report}?days=${days}`;

const PEOPLE = 120;
const DAYS = 200;

/** A small random generator with a fixed seed: the same tenant on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

// The reports as they were read before migration 042: every card's rows of the range summed
// per query (the figures the kept counts and the one-pass activity query must give again).
const PERIOD = `period AS (
  SELECT end_user_id, sum(views)::int AS views, sum(saves)::int AS saves
    FROM card_daily_counts WHERE tenant_id = $1 AND day BETWEEN $2::date AND $3::date
   GROUP BY end_user_id)`;
const PERSON = `u.id AS end_user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email`;
const BY_NAME = 'lower(u.first_name), lower(u.last_name), u.id';
const RECOUNTED = {
  daily: `SELECT to_char($2::date + i, 'YYYY-MM-DD') AS day,
            coalesce(sum(c.views), 0)::int AS views, coalesce(sum(c.saves), 0)::int AS saves,
            coalesce(sum(c.scans), 0)::int AS scans
       FROM generate_series(0, $3::date - $2::date) AS i
       LEFT JOIN card_daily_counts c ON c.tenant_id = $1 AND c.day = $2::date + i
      GROUP BY i ORDER BY i`,
  connections: `SELECT coalesce(sum(connections), 0)::int AS connections FROM card_daily_counts
      WHERE tenant_id = $1 AND day BETWEEN $2::date AND $3::date`,
  top: (metric: 'views' | 'saves') => `WITH ${PERIOD}
     SELECT ${PERSON}, p.views, p.saves FROM period p JOIN end_users u ON u.id = p.end_user_id
      WHERE p.${metric} > 0 ORDER BY p.${metric} DESC, ${BY_NAME} LIMIT 10`,
  never: `WITH ${PERIOD}
     SELECT ${PERSON}, 0 AS views, coalesce(p.saves, 0) AS saves, count(*) OVER ()::int AS total
       FROM end_users u LEFT JOIN period p ON p.end_user_id = u.id
      WHERE u.tenant_id = $1 AND end_user_has_card_page(u.active, u.card_slug)
        AND coalesce(p.views, 0) = 0
      ORDER BY ${BY_NAME} LIMIT 10`,
};

describe('reports read from kept counts and one pass give the figures a recount gives', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let today: string;
  let people: string[];

  const recount = async <T>(sql: string, days: number, shift = 0) => {
    const from = addDays(today, -(days * (1 + shift)) + 1);
    const to = addDays(today, -days * shift);
    return (await t.app.systemDb.query<T>(sql, [tenantId, from, to])).rows;
  };

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    today = utcDay(t.clock.now());
    tenantId = await createTenant(t.app, 'Rollup Test');
    const random = seeded(42);
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, active)
       SELECT $1, (ARRAY['ada', 'Ada', 'Ben', 'chloé'])[1 + i % 4], 'Person ' || (i % 7),
              'rollup' || i || '@example.com', i % 13 <> 0
         FROM generate_series(1, $2::int) AS i RETURNING id`,
      [tenantId, PEOPLE],
    );
    people = rows.map((row) => row.id);
    // Cards visited by a cube law, a few each day: many ties among small counts.
    const visits: Array<[string, string, number, number, number, number]> = [];
    const seen = new Set<string>();
    for (let day = 0; day < DAYS; day++) {
      for (let visit = 0; visit < 8; visit++) {
        const person = people[Math.floor(PEOPLE * random() ** 3)]!;
        if (seen.has(`${person} ${day}`)) continue;
        seen.add(`${person} ${day}`);
        const views = Math.floor(random() * 3);
        visits.push([person, addDays(today, -day), views, Math.floor(random() * 2), 1, 0]);
      }
    }
    await t.app.systemDb.query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views, saves, scans, connections)
       SELECT n.end_user_id, $1, n.day, n.views, n.saves, n.scans, n.connections
         FROM unnest($2::uuid[], $3::date[], $4::int[], $5::int[], $6::int[], $7::int[])
              AS n(end_user_id, day, views, saves, scans, connections)`,
      [tenantId, ...[0, 1, 2, 3, 4, 5].map((column) => visits.map((row) => row[column]))],
    );
    // Contacts arrive as the contact form counts them: onto a day's row, or a row of their own.
    for (let contact = 0; contact < 60; contact++) {
      await t.app.systemDb.query(
        `INSERT INTO card_daily_counts (end_user_id, day, tenant_id, connections)
         VALUES ($1, $2, $3, 1)
         ON CONFLICT (end_user_id, day, shard)
           DO UPDATE SET connections = card_daily_counts.connections + 1`,
        [people[contact % 9], addDays(today, -((contact * 7) % 150)), tenantId],
      );
    }
  });
  after(() => t.close());

  for (const days of [30, 90]) {
    test(`usage over ${days} days: the days, totals and connections of a recount`, async () => {
      const response = await t.app.inject({
        url: reportUrl(tenantId, 'usage', days),
        headers: { cookie },
      });
      const body = response.json<UsageReport>();
      assert.equal(response.statusCode, 200);
      assert.deepEqual(body.daily, await recount(RECOUNTED.daily, days));
      const [previous] = await recount<{ connections: number }>(RECOUNTED.connections, days, 1);
      const [current] = await recount<{ connections: number }>(RECOUNTED.connections, days);
      assert.ok(current!.connections > 0);
      assert.deepEqual(body.connections, {
        current: current!.connections,
        previous: previous!.connections,
      });
    });

    test(`activity over ${days} days: the top cards and never viewed of a recount`, async () => {
      const response = await t.app.inject({
        url: reportUrl(tenantId, 'activity', days),
        headers: { cookie },
      });
      const body = response.json<ActivitySummary>();
      assert.equal(response.statusCode, 200);
      const withoutUrl = <T extends { card_url?: string }>(cards: T[]) =>
        cards.map(({ card_url: _, ...card }) => card);
      assert.deepEqual(withoutUrl(body.top_viewed), await recount(RECOUNTED.top('views'), days));
      assert.deepEqual(withoutUrl(body.top_saved), await recount(RECOUNTED.top('saves'), days));
      assert.equal(body.top_viewed.length, 10);
      assert.ok(body.never_viewed.count > 10);
      const never = await recount<{ total: number }>(RECOUNTED.never, days);
      assert.equal(body.never_viewed.count, never[0]!.total);
      assert.deepEqual(
        withoutUrl(body.never_viewed.cards),
        never.map(({ total: _, ...card }) => card),
      );
    });
  }

  test("a tenant's kept days hold its connections, and a removed person's leave with them", async () => {
    const kept = `SELECT coalesce(sum(connections), 0)::int AS n FROM tenant_daily_counts
                   WHERE tenant_id = $1`;
    const counted = `SELECT coalesce(sum(connections), 0)::int AS n FROM card_daily_counts
                      WHERE tenant_id = $1`;
    const sum = async (sql: string) =>
      (await t.app.systemDb.query<{ n: number }>(sql, [tenantId])).rows[0]!.n;
    assert.equal(await sum(kept), 60);
    await t.app.systemDb.query('DELETE FROM end_users WHERE id = $1', [people[0]]);
    assert.equal(await sum(kept), await sum(counted));
    assert.ok((await sum(kept)) < 60);
  });
});
