import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { withScope } from '../../src/db/database';
import { build, type TestApp } from '../helpers/build';

const TENANT_TABLES = [
  'tenants',
  'admin_users',
  'end_users',
  'batches',
  'batch_rows',
  'blocked_chips',
  'card_templates',
  'card_template_rules',
  'card_template_people',
  'card_assets',
  'removed_card_slugs',
  'oauth_providers',
  'sso_attempts',
  'saml_assertions',
  'card_daily_counts',
  'card_visits',
  'card_filtered_counts',
  'tenant_daily_counts',
  'tenant_card_counts',
  'all_tenant_daily_counts',
  'audit_log',
  'support_tickets',
  'support_ticket_replies',
  'support_ticket_changes',
  'contacts',
  'scim_tokens',
  'scim_groups',
  'scim_group_members',
  'tenant_domains',
];

describe('row-level security', () => {
  let t: TestApp;
  let acmeId: string;
  let globexId: string;
  before(async () => {
    t = await build();
    const { rows } = await t.app.systemDb.query<{ id: string; tenant_name: string }>(
      'SELECT id, tenant_name FROM tenants',
    );
    const ids = new Map(rows.map((row) => [row.tenant_name, row.id]));
    acmeId = ids.get('acme-corporation')!;
    globexId = ids.get('globex')!;
  });
  after(() => t.close());

  const count = async (db: typeof t.app.systemDb, table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  test('the API runs as a role that owns no table and cannot bypass row-level security', async () => {
    const { rows } = await t.app.db.query<{ role: string; superuser: boolean; bypass: boolean }>(
      `SELECT current_user AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass
       FROM pg_roles r WHERE r.rolname = current_user`,
    );
    const role = t.app.db.applicationRole;
    assert.deepEqual(rows, [{ role, superuser: false, bypass: false }]);
    const owned = await t.app.db.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user",
    );
    assert.deepEqual(owned.rows, []);
    const forced = await t.app.db.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relname = ANY($1) AND relrowsecurity AND relforcerowsecurity
       ORDER BY relname`,
      [TENANT_TABLES],
    );
    assert.deepEqual(
      forced.rows.map((row) => row.relname),
      [...TENANT_TABLES].sort(),
    );
  });

  test('without a tenant scope no tenant-scoped row is visible', async () => {
    for (const table of TENANT_TABLES) assert.equal(await count(t.app.db, table), 0, table);
  });

  test("a tenant's scope sees that tenant's rows only", async () => {
    const acme = withScope(t.app.db, { tenantId: acmeId });
    assert.equal(await count(acme, 'tenants'), 1);
    assert.equal(await count(acme, 'end_users'), 30);
    const other = await acme.query('SELECT 1 FROM end_users WHERE tenant_id = $1', [globexId]);
    assert.deepEqual(other.rows, []);
  });

  test("a tenant's scope can neither write into nor change another tenant's rows", async () => {
    const acme = withScope(t.app.db, { tenantId: acmeId });
    await assert.rejects(
      acme.query(
        `INSERT INTO end_users (tenant_id, first_name, last_name, email)
         VALUES ($1, 'Eve', 'Intruder', 'eve@example.com')`,
        [globexId],
      ),
      /row-level security/,
    );
    const moved = await acme.query(
      'UPDATE end_users SET first_name = $2 WHERE tenant_id = $1 RETURNING id',
      [globexId, 'Changed'],
    );
    assert.deepEqual(moved.rows, []);
    await assert.rejects(
      acme.query('UPDATE end_users SET tenant_id = $1 WHERE tenant_id = $2', [globexId, acmeId]),
      /row-level security/,
    );
  });

  test('the all-tenants scope is an explicit policy and sees every tenant', async () => {
    assert.equal(await count(t.app.systemDb, 'tenants'), 3);
    assert.equal(await count(t.app.systemDb, 'end_users'), 39);
  });

  test('the scope ends with its transaction', async () => {
    await withScope(t.app.db, 'all-tenants').query('SELECT 1');
    assert.equal(await count(t.app.db, 'tenants'), 0);
  });

  test("a user deleted in a tenant's scope leaves its card address to that tenant only", async () => {
    const acme = withScope(t.app.db, { tenantId: acmeId });
    const { rows } = await acme.query<{ card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Short', 'Lived', 'short.lived@example.com') RETURNING card_slug`,
      [acmeId],
    );
    await acme.query("DELETE FROM end_users WHERE email = 'short.lived@example.com'");
    const slug = [rows[0]!.card_slug];
    const seen = (db: typeof t.app.systemDb) =>
      db.query('SELECT 1 FROM removed_card_slugs WHERE card_slug = $1', slug);
    assert.equal((await seen(acme)).rows.length, 1);
    assert.equal((await seen(withScope(t.app.db, { tenantId: globexId }))).rows.length, 0);
  });
});
