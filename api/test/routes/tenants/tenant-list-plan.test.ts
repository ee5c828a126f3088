import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { tenantPageStatements } from '../../../src/routes/tenants/tenant-store';
import { build, type TestApp } from '../../helpers/build';
import { nodesOf, type PlanNode } from '../../helpers/query-plan';

const TENANTS = 3000;

/** The nodes of the plan the database picks for `sql`, as the super admin's requests run it. */
async function planOf(t: TestApp, sql: string, params: unknown[]): Promise<PlanNode[]> {
  const { rows } = await t.app.systemDb.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  const plan = rows[0]!['QUERY PLAN'];
  return nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
}

describe('the plan of a page of the tenants list', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
    await t.app.systemDb.query(
      `INSERT INTO tenants (name, tenant_name, email, tenant_type)
       SELECT 'Plan Tenant ' || i, 'plan-tenant-' || i, 'it@plan' || i || '.example', 'user_managed'
       FROM generate_series(1, $1::int) AS i`,
      [TENANTS],
    );
  });
  after(() => t.close());

  test('reads the first page from the name index instead of sorting every tenant', async () => {
    const { page } = tenantPageStatements({ limit: 24 }, null);
    const nodes = await planOf(t, page.sql, page.params);
    const types = nodes.map((node) => node['Node Type']);
    assert.ok(
      nodes.some((node) => node['Index Name'] === 'tenants_list_order_idx'),
      `plan: ${types.join(' > ')}`,
    );
    assert.ok(!types.includes('Sort'), `plan: ${types.join(' > ')}`);
    assert.ok(!types.includes('Seq Scan'), `plan: ${types.join(' > ')}`);
  });

  test('checks who may see the tenants once a statement, not once a row', async () => {
    const { count } = tenantPageStatements({ limit: 24 }, null);
    const { rows } = await t.app.systemDb.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (VERBOSE) ${count.sql}`,
      count.params,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    assert.doesNotMatch(plan, /Filter:.*current_setting/);
    assert.match(plan, /InitPlan/);
  });
});
