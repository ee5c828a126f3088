import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { END_USER_FIELDS } from '@bizcard/shared/model';
import { normalisePhone } from '@bizcard/shared/phone';
import { migrate } from '../../src/db/migrate';
import { SEEDED_END_USER_NAMES, seedIfEmpty } from '../../src/db/seed';
import { DEMO_TENANTS } from '../../src/db/seed-people';
import { endUserRecords } from '../../src/db/seed-records';
import { build, type TestApp } from '../helpers/build';
import { useProductionPasswordCost } from '../helpers/production-password-cost';
import { freshDatabase } from '../helpers/test-database';

// This file checks the production password cost (scrypt N=2^17) itself.
useProductionPasswordCost();

interface CountRow {
  tenant_name: string;
  tenant_type: string;
  end_users: number;
}

describe('demo data', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  test('seeds three tenants, two admins and their end users', async () => {
    const { rows } = await t.app.systemDb.query<CountRow>(
      `SELECT t.tenant_name, t.tenant_type, count(u.id)::int AS end_users
       FROM tenants t LEFT JOIN end_users u ON u.tenant_id = t.id
       GROUP BY t.id ORDER BY t.tenant_name`,
    );
    assert.deepEqual(rows, [
      { tenant_name: 'acme-corporation', tenant_type: 'organization_managed', end_users: 30 },
      { tenant_name: 'globex', tenant_type: 'user_managed', end_users: 6 },
      { tenant_name: 'initech', tenant_type: 'identity_provider', end_users: 3 },
    ]);
    const admins = await t.app.systemDb.query<{
      email: string;
      role: string;
      tenant: string | null;
    }>(
      `SELECT a.email, a.role, t.tenant_name AS tenant
       FROM admin_users a LEFT JOIN tenants t ON t.id = a.tenant_id ORDER BY a.email`,
    );
    assert.deepEqual(admins.rows, [
      { email: 'client@example.com', role: 'clientAdmin', tenant: 'acme-corporation' },
      { email: 'super@example.com', role: 'superAdmin', tenant: null },
    ]);
  });

  test('the self-serve demo user is registered with a password and a member id', async () => {
    const { rows } = await t.app.systemDb.query<{
      password_hash: string | null;
      registered_at: Date | null;
      stytch_member_id: string | null;
      addresses: Array<{ type: string; country: string }>;
    }>(
      `SELECT password_hash, registered_at, stytch_member_id, addresses
       FROM end_users WHERE email = 'user@example.com'`,
    );
    assert.equal(rows.length, 1);
    const user = rows[0]!;
    assert.match(user.password_hash ?? '', /^scrypt\$131072\$8\$1\$/);
    assert.ok(user.registered_at);
    assert.match(user.stytch_member_id ?? '', /^member-live-[0-9a-f-]{36}$/);
    assert.deepEqual(
      user.addresses.map((address) => [address.type, address.country]),
      [
        ['home', 'USA'],
        ['office', 'USA'],
      ],
    );
  });

  test('end users have realistic, unique contact details and card slugs', async () => {
    const { rows } = await t.app.systemDb.query<{
      email: string;
      phone_work: string;
      linkedin: string;
      card_slug: string;
    }>('SELECT email, phone_work, linkedin, card_slug FROM end_users');
    assert.equal(new Set(rows.map((row) => row.card_slug)).size, rows.length);
    for (const row of rows) {
      // Stored as every write stores numbers: valid E.164 (decision 034).
      assert.match(row.phone_work, /^\+1\d{3}55501\d{2}$/);
      assert.equal(normalisePhone(row.phone_work), row.phone_work);
      assert.match(row.linkedin, /^https:\/\/www\.linkedin\.com\/in\//);
      assert.match(row.card_slug, /^[\w-]{12}$/);
      assert.equal(row.email, row.email.toLowerCase());
    }
  });

  test('every field of the registry is written for every demo end user', () => {
    const records = DEMO_TENANTS.flatMap((tenant) => endUserRecords(tenant, tenant.key, 'hash'));
    for (const field of END_USER_FIELDS) {
      assert.ok(SEEDED_END_USER_NAMES.includes(field.wire), `${field.wire} is not a seeded column`);
      for (const record of records) {
        assert.notEqual(record[field.wire], undefined, `${record.email} has no ${field.wire}`);
      }
    }
    // Nothing a record carries is left out of the insert, nor the other way round.
    assert.deepEqual(Object.keys(records[0]!).sort(), [...SEEDED_END_USER_NAMES].sort());
  });

  test('migrating and seeding again changes nothing', async () => {
    const owner = await freshDatabase();
    try {
      assert.deepEqual(await migrate(owner.database), []);
      assert.equal(await seedIfEmpty(owner.database), false);
    } finally {
      await owner.database.close();
      await owner.dispose();
    }
    const { rows } = await t.app.systemDb.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM end_users',
    );
    assert.equal(rows[0]?.count, 39);
  });

  test('new end users get a random card slug from the column default', async () => {
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT id, 'Test', 'Person', 'test.person@example.com' FROM tenants WHERE tenant_name = 'globex'
       RETURNING card_slug`,
    );
    assert.match(rows[0]?.card_slug ?? '', /^[\w-]{12}$/);
  });
});
