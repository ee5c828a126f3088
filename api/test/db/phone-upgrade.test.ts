import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../src/db/database';
import { type MigrationLog, migrate } from '../../src/db/migrate';
import { freshDatabase, type TestDatabase } from '../helpers/test-database';

const UPGRADE = '019_phone_numbers_e164.ts';

interface Phones {
  phone_work: string | null;
  phone_direct: string | null;
  phone_cell: string | null;
}

async function addTenant(db: Database, name: string, country: string | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO tenants (name, tenant_name, email, country, tenant_type)
     VALUES ($1, $2, 'owner@example.com', $3, 'organization_managed') RETURNING id`,
    [name, name.toLowerCase().replace(/\W+/g, '-'), country],
  );
  return rows[0]!.id;
}

async function addUser(db: Database, tenantId: string, email: string, phones: Phones) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO end_users (tenant_id, first_name, last_name, email, phone_work, phone_direct,
       phone_cell) VALUES ($1, 'Pat', 'Phone', $2, $3, $4, $5) RETURNING id`,
    [tenantId, email, phones.phone_work, phones.phone_direct, phones.phone_cell],
  );
  return rows[0]!.id;
}

const phonesOf = async (db: Database, id: string) =>
  (
    await db.query<Phones & { list_json: string }>(
      'SELECT phone_work, phone_direct, phone_cell, list_json FROM end_users WHERE id = $1',
      [id],
    )
  ).rows[0]!;

describe('the upgrade to E.164 phone numbers (migration 019)', () => {
  let owner: TestDatabase;
  let db: Database;
  const warnings: Record<string, unknown>[] = [];
  const log: MigrationLog = { warn: (details) => warnings.push(details) };
  let mixed: string;
  let german: string;
  let unreadable: string;

  // Numbers as they were stored before every write normalised them, then the upgrade again.
  before(async () => {
    owner = await freshDatabase();
    db = owner.database;
    const us = await addTenant(db, 'Upgrade US', null);
    const de = await addTenant(db, 'Upgrade DE', 'Germany');
    mixed = await addUser(db, us, 'mixed@example.com', {
      phone_work: '303 555 0199',
      phone_direct: '+1 (720) 555-0121',
      phone_cell: '(212) 555-0100 ext. 12',
    });
    german = await addUser(db, de, 'berlin@example.com', {
      phone_work: '030 1234567',
      phone_direct: null,
      phone_cell: '+49301234567',
    });
    unreadable = await addUser(db, us, 'unreadable@example.com', {
      phone_work: 'call reception',
      phone_direct: '555',
      phone_cell: '+1 303 555 0100',
    });
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [UPGRADE]);
    assert.deepEqual(await migrate(db, log), [UPGRADE]);
  });
  after(async () => {
    await db.close();
    await owner.dispose();
  });

  test("stores each number that reads in its tenant's country as E.164, extension kept", async () => {
    const row = await phonesOf(db, mixed);
    assert.deepEqual(
      { phone_work: row.phone_work, phone_direct: row.phone_direct, phone_cell: row.phone_cell },
      {
        phone_work: '+13035550199',
        phone_direct: '+17205550121',
        phone_cell: '+12125550100;ext=12',
      },
    );
    assert.ok(row.list_json.includes('"phone_work":"+13035550199"'), 'the list shows it too');
    const berlin = await phonesOf(db, german);
    assert.equal(berlin.phone_work, '+49301234567', "read in the tenant's own country");
    assert.equal(berlin.phone_cell, '+49301234567');
  });

  test('leaves a number that does not read untouched, and logs it with the user id', async () => {
    const row = await phonesOf(db, unreadable);
    assert.equal(row.phone_work, 'call reception');
    assert.equal(row.phone_direct, '555');
    assert.equal(row.phone_cell, '+13035550100', 'the valid one beside them is upgraded');
    assert.deepEqual(
      warnings.map(({ endUserId, field, value }) => ({ endUserId, field, value })),
      [
        { endUserId: unreadable, field: 'phone_work', value: 'call reception' },
        { endUserId: unreadable, field: 'phone_direct', value: '555' },
      ],
    );
  });

  test('runs once: migrating again changes nothing and logs nothing', async () => {
    const count = warnings.length;
    assert.deepEqual(await migrate(db, log), []);
    assert.equal(warnings.length, count);
  });
});
