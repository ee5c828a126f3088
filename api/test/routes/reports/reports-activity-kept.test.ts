import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ActivitySummary } from '@bizcard/shared/model';
import { addDays, utcDay } from '../../../src/analytics/utc-days';
import { monthsOf } from '../../../src/routes/reports/activity-store';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { CLIENT, signInAdmin } from '../../helpers/session';

// The activity report's top tens and never-viewed count come from the cards' kept months and
// last views (migration 046); these compare them with a recount of the rows after each kind
// of write, for ranges that cross two and three month boundaries.

const PEOPLE = 80;
const DAYS = 130;
// Today is 1 March 2027: 30 days reach back to 31 January (three months), 90 into December.
const TODAY = '2027-03-01';

/** A small random generator with a fixed seed: the same tenant on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const PERIOD = `period AS (
  SELECT end_user_id, sum(views)::int AS views, sum(saves)::int AS saves
    FROM card_daily_counts WHERE tenant_id = $1 AND day BETWEEN $2::date AND $3::date
   GROUP BY end_user_id)`;
const PERSON = `u.id AS end_user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email`;
const BY_NAME = 'lower(u.first_name), lower(u.last_name), u.id';
const RECOUNTED = {
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

type Card = { end_user_id: string; views: number; saves: number };

describe('the activity report from kept months and last views gives the figures of a recount', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let people: string[];

  const query = <T>(sql: string, params: unknown[] = []) =>
    t.app.systemDb.query<T>(sql, params).then((result) => result.rows);

  /** The report as the Reports screen asks for it, and the recount, of the last `days` days. */
  async function reportAndRecount(days: number) {
    const response = await t.app.inject({
      url: `/api/management/reports/${tenantId}/activity?days=${days}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json<ActivitySummary>();
    const range = [tenantId, addDays(TODAY, -(days - 1)), TODAY];
    const never = await query<Card & { total: number }>(RECOUNTED.never, range);
    const withoutUrl = <T extends { card_url?: string }>(cards: T[]) =>
      cards.map(({ card_url: _, ...card }) => card);
    return {
      report: {
        topViewed: withoutUrl(body.top_viewed),
        topSaved: withoutUrl(body.top_saved),
        neverCount: body.never_viewed.count,
        never: withoutUrl(body.never_viewed.cards),
      },
      recount: {
        topViewed: await query<Card>(RECOUNTED.top('views'), range),
        topSaved: await query<Card>(RECOUNTED.top('saves'), range),
        neverCount: never[0]?.total ?? 0,
        never: never.map(({ total: _, ...card }) => card),
      },
    };
  }

  async function assertExact(days: number) {
    const { report, recount } = await reportAndRecount(days);
    assert.deepEqual(report, recount);
    return report;
  }

  /** Adds counts to a card's day: onto its row (an UPDATE), or a new row (an INSERT). */
  async function count(person: string, day: string, views: number, saves = 0) {
    await query(
      `WITH added AS (
         UPDATE card_daily_counts SET views = views + $4, saves = saves + $5
          WHERE end_user_id = $1 AND day = $2::date RETURNING 1)
       INSERT INTO card_daily_counts (end_user_id, day, tenant_id, views, saves)
       SELECT $1, $2::date, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM added)`,
      [person, day, tenantId, views, saves],
    );
  }

  before(async () => {
    t = await build();
    t.clock.advance(Date.parse(`${TODAY}T12:00:00Z`) - t.clock.now().getTime());
    assert.equal(utcDay(t.clock.now()), TODAY);
    cookie = await signInAdmin(t.app, CLIENT);
    tenantId = await tenantIdOf(t.app, 'Acme Corporation');
    const rows = await query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, active)
       SELECT $1, (ARRAY['ada', 'Ada', 'Ben', 'chloé'])[1 + i % 4], 'Kept ' || (i % 9),
              'kept' || i || '@example.com', i % 17 <> 0
         FROM generate_series(1, $2::int) AS i RETURNING id`,
      [tenantId, PEOPLE],
    );
    people = rows.map((row) => row.id);
    const random = seeded(7);
    const visits: Array<[string, string, number, number]> = [];
    const seen = new Set<string>();
    // Some days after today too (a clock behind the counter's): in no range the screen shows.
    for (let day = -3; day < DAYS; day++) {
      for (let visit = 0; visit < 10; visit++) {
        const person = people[Math.floor(PEOPLE * random() ** 3)]!;
        if (seen.has(`${person} ${day}`)) continue;
        seen.add(`${person} ${day}`);
        visits.push([person, addDays(TODAY, -day), Math.floor(random() * 4), +(random() < 0.4)]);
      }
    }
    await query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views, saves)
       SELECT n.end_user_id, $1, n.day, n.views, n.saves
         FROM unnest($2::uuid[], $3::date[], $4::int[], $5::int[]) AS n(end_user_id, day, views, saves)`,
      [tenantId, ...[0, 1, 2, 3].map((column) => visits.map((row) => row[column]))],
    );
  });
  after(() => t.close());

  test('the ranges ending on 1 March touch three and four months', () => {
    assert.deepEqual(monthsOf({ from: addDays(TODAY, -29), to: TODAY }), [
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    assert.deepEqual(monthsOf({ from: addDays(TODAY, -89), to: TODAY }), [
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
  });

  for (const days of [30, 90]) {
    test(`over ${days} days: the top tens and never viewed of a recount`, async () => {
      const report = await assertExact(days);
      assert.equal(report.topViewed.length, 10);
      assert.ok(report.neverCount > 10);
    });
  }

  test('a card with many views the day before a range does not enter its top ten', async () => {
    // The range's first month holds them: that card's month reaches the floor, its range not.
    const before30 = people[PEOPLE - 2]!;
    const before90 = people[PEOPLE - 4]!;
    await count(before30, addDays(TODAY, -30), 500, 300);
    await count(before90, addDays(TODAY, -90), 500, 300);
    for (const [days, card] of [
      [30, before30],
      [90, before90],
    ] as const) {
      const report = await assertExact(days);
      assert.ok(!report.topViewed.some((shown) => shown.end_user_id === card));
      assert.ok(!report.topSaved.some((shown) => shown.end_user_id === card));
    }
    assert.equal((await assertExact(90)).topViewed[0]?.end_user_id, before30);
  });

  test('new counts on the last day and on the first day of the range move a card up', async () => {
    const riser = people[PEOPLE - 3]!;
    await count(riser, TODAY, 400, 200);
    await count(riser, addDays(TODAY, -29), 400, 200);
    for (const days of [30, 90]) {
      const report = await assertExact(days);
      assert.equal(report.topViewed[0]?.end_user_id, riser);
      assert.equal(report.topSaved[0]?.end_user_id, riser);
    }
  });

  test('a removed card leaves the lists, and a deactivated one the never viewed', async () => {
    const before30 = await assertExact(30);
    const [first, second] = before30.topViewed;
    // As the users route removes people: their counts first, then the person.
    await query('DELETE FROM card_daily_counts WHERE end_user_id = $1', [first!.end_user_id]);
    await query('DELETE FROM end_users WHERE id = $1', [first!.end_user_id]);
    // And by the foreign key's cascade alone.
    await query('DELETE FROM end_users WHERE id = $1', [second!.end_user_id]);
    const neverShown = before30.never[0]!.end_user_id;
    await query('UPDATE end_users SET active = false WHERE id = $1', [neverShown]);
    for (const days of [30, 90]) {
      const report = await assertExact(days);
      const shown = [...report.topViewed, ...report.topSaved, ...report.never];
      assert.ok(!shown.some((card) => card.end_user_id === first!.end_user_id));
      assert.ok(!shown.some((card) => card.end_user_id === second!.end_user_id));
      assert.ok(!report.never.some((card) => card.end_user_id === neverShown));
    }
    assert.equal((await assertExact(30)).neverCount, before30.neverCount - 1);
  });

  test("a card's views corrected to none makes it never viewed again", async () => {
    const { topViewed } = await assertExact(30);
    const corrected = topViewed[9]!.end_user_id;
    await query('UPDATE card_daily_counts SET views = 0 WHERE end_user_id = $1 AND day >= $2', [
      corrected,
      addDays(TODAY, -89),
    ]);
    for (const days of [30, 90]) {
      const report = await assertExact(days);
      assert.ok(!report.topViewed.some((card) => card.end_user_id === corrected));
    }
  });

  test("a connection added to a viewed day leaves the card's last view unwritten", async () => {
    // What a contact post does (card_connections_add): the row's views stay as they were.
    const [last] = await query<{ end_user_id: string; day: string; xmin: string }>(
      `SELECT end_user_id, day::text AS day, xmin::text AS xmin FROM card_last_views
        WHERE tenant_id = $1 ORDER BY day DESC LIMIT 1`,
      [tenantId],
    );
    await query(
      'UPDATE card_daily_counts SET connections = connections + 1 WHERE end_user_id = $1 AND day = $2::date',
      [last!.end_user_id, last!.day],
    );
    const now = await query(
      'SELECT day::text AS day, xmin::text AS xmin FROM card_last_views WHERE end_user_id = $1',
      [last!.end_user_id],
    );
    assert.deepEqual(now, [{ day: last!.day, xmin: last!.xmin }]);
  });

  test('views that grow on a day of saves alone give a card never viewed its last view', async () => {
    const [quiet] = await query<{ id: string }>(
      `SELECT u.id FROM end_users u WHERE u.tenant_id = $1 AND NOT EXISTS (
         SELECT 1 FROM card_daily_counts c WHERE c.end_user_id = u.id AND c.views > 0)
       ORDER BY u.id LIMIT 1`,
      [tenantId],
    );
    await count(quiet!.id, TODAY, 0, 2);
    await count(quiet!.id, TODAY, 3);
    const last = await query(
      'SELECT day::text AS day FROM card_last_views WHERE end_user_id = $1',
      [quiet!.id],
    );
    assert.deepEqual(last, [{ day: TODAY }]);
  });

  test('the kept months and last views are the sums and last days of the rows', async () => {
    const kept = await query(
      `SELECT end_user_id, month, views, saves FROM card_monthly_counts
        WHERE tenant_id = $1 AND (views <> 0 OR saves <> 0) ORDER BY 1, 2`,
      [tenantId],
    );
    const summed = await query(
      `SELECT end_user_id, date_trunc('month', day::timestamp)::date AS month,
              sum(views)::int AS views, sum(saves)::int AS saves
         FROM card_daily_counts WHERE tenant_id = $1
        GROUP BY 1, 2 HAVING sum(views) <> 0 OR sum(saves) <> 0 ORDER BY 1, 2`,
      [tenantId],
    );
    assert.deepEqual(kept, summed);
    const last = await query(
      'SELECT end_user_id, day FROM card_last_views WHERE tenant_id = $1 ORDER BY 1',
      [tenantId],
    );
    const recounted = await query(
      `SELECT end_user_id, max(day) AS day FROM card_daily_counts
        WHERE tenant_id = $1 AND views > 0 GROUP BY 1 ORDER BY 1`,
      [tenantId],
    );
    assert.deepEqual(last, recounted);
  });
});
