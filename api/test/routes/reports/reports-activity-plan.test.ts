import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, utcDay } from '../../../src/analytics/utc-days';
import { activityStatement } from '../../../src/routes/reports/activity-store';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { nodesOf, type PlanNode } from '../../helpers/query-plan';

const CARDS = 3000;
const DAYS = 120;

describe('the plan of the activity report', () => {
  let t: TestApp;
  let tenantId: string;
  let today: string;

  before(async () => {
    t = await build();
    today = utcDay(t.clock.now());
    tenantId = await createTenant(t.app, 'Activity Plan');
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'Plan', 'Card ' || i, 'plan' || i || '@example.com'
         FROM generate_series(1, $2::int) AS i`,
      [tenantId, CARDS],
    );
    // A third of the cards viewed on a given day, a few of them often.
    await t.app.systemDb.query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views, saves)
       SELECT u.id, $1, $3::date - d, 1 + (abs(hashtext(u.email || d)) % 7) * (u.n % 50 = 0)::int,
              (abs(hashtext(u.email || d)) % 3 = 0)::int
         FROM (SELECT id, email, row_number() OVER (ORDER BY id) AS n FROM end_users
                WHERE tenant_id = $1) AS u,
              generate_series(0, $2::int - 1) AS d
        WHERE abs(hashtext(u.email || 'x' || d)) % 3 = 0`,
      [tenantId, DAYS, today],
    );
    await t.app.systemDb.exec('ANALYZE');
  });
  after(() => t.close());

  for (const days of [30, 90]) {
    test(`over ${days} days reads the month indexes and each card's own days, not the range's rows`, async () => {
      const { sql, params } = activityStatement(tenantId, {
        from: addDays(today, -(days - 1)),
        to: today,
      });
      const nodes = await t.app.systemDb.transaction(async (tx) => {
        await tx.exec('SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0');
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          params,
        );
        const plan = rows[0]!['QUERY PLAN'];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
          Plan: PlanNode;
        }>;
        return nodesOf(parsed[0]!.Plan);
      });
      const shown = nodes
        .map((node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`)
        .join(' > ');
      // card_daily_counts only by its primary key (a card's days), never the tenant's range.
      const daily = nodes.filter((node) => node['Relation Name'] === 'card_daily_counts');
      assert.ok(daily.length > 0, shown);
      assert.ok(!daily.some((node) => node['Node Type'] === 'Seq Scan'), shown);
      const indexes = new Set(nodes.map((node) => node['Index Name']));
      assert.ok(!indexes.has('card_daily_counts_tenant_day'), shown);
      assert.ok(indexes.has('card_daily_counts_pkey'), shown);
      for (const index of [
        'card_monthly_counts_by_views',
        'card_monthly_counts_by_saves',
        'card_last_views_tenant_day',
      ]) {
        assert.ok(indexes.has(index), `${index} not in ${shown}`);
      }
    });
  }
});
