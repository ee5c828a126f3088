import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseEndUser } from '../../src/routes/users/end-user-writes';
import { insertUserStatement } from '../../src/routes/users/user-store';
import { build, type TestApp } from '../helpers/build';
import { nodesOf, type PlanNode } from '../helpers/query-plan';
import { tenantIds } from '../helpers/scim';

const PEOPLE = 10_000;
const MANAGER = '4f0d5a52-8c1e-4b8e-9d2a-0c7f6b1e2a33';

describe('the plan of a directory creating a person in a tenant of 10,000', () => {
  let t: TestApp;
  let tenantId: string;
  before(async () => {
    t = await build();
    tenantId = (await tenantIds(t.app)).get('acme-corporation')!;
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, scim_user_name, scim_external_id)
       SELECT $1, 'Given' || i, 'Family' || i, 'person.' || i || '@plan.example',
         CASE WHEN i % 2 = 0 THEN 'Person.' || i || '@Plan.example' END, '00u' || i
       FROM generate_series(1, $2::int) AS i`,
      [tenantId, PEOPLE],
    );
    await t.app.systemDb.query('ANALYZE end_users');
  });
  after(() => t.close());

  /** The nodes of the plan of the create, as the tenant's SCIM requests run it (under RLS). */
  async function createPlan(): Promise<PlanNode[]> {
    const user = parseEndUser(
      { first_name: 'Plan', last_name: 'Person', email: 'new.person@plan.example' },
      { country: 'US' },
    );
    const audit = {
      tenantId,
      actor: 'Directory',
      actorKind: 'system' as const,
      action: 'end_user.create' as const,
      message: 'Created.',
    };
    const identity = {
      userName: 'New.Person@Plan.example',
      externalId: '00u-new',
      managerId: MANAGER,
    };
    const [sql, params] = insertUserStatement(
      tenantId,
      user,
      'https://cards.example',
      audit,
      identity,
    );
    const plan = await t.app.db.transaction(
      async (tx) => {
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          params,
        );
        return rows[0]!['QUERY PLAN'];
      },
      { tenantId },
    );
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
      Plan: PlanNode;
    }>;
    return nodesOf(root!.Plan);
  }

  test('looks the userName, email and externalId up in their indexes instead of reading every person', async () => {
    const nodes = await createPlan();
    const described = nodes
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`)
      .join(' > ');
    const peopleScans = nodes.filter((node) => node['Relation Name'] === 'end_users');
    assert.ok(peopleScans.length > 0, described);
    assert.ok(!peopleScans.some((node) => node['Node Type'] === 'Seq Scan'), described);
    const indexes = new Set(peopleScans.map((node) => node['Index Name']));
    assert.ok(indexes.has('end_users_scim_user_name_key'), described);
    assert.ok(indexes.has('end_users_scim_external_id'), described);
    assert.ok(indexes.has('end_users_tenant_id_email_key'), described);
    assert.ok(indexes.has('end_users_pkey'), described);
  });
});
