import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { freshDatabase, type TestDatabase } from '../helpers/test-database';

const UPGRADE = '025_oauth_secret_rotated_at.sql';
const CREATED = '2025-03-14T09:26:53.000Z';

describe("the date of each configuration's client secret (migration 025)", () => {
  let owner: TestDatabase;
  let db: Database;
  let providerId: string;

  // A configuration made before the column existed, then the upgrade again.
  before(async () => {
    owner = await freshDatabase();
    db = owner.database;
    await db.exec('ALTER TABLE oauth_providers DROP COLUMN secret_rotated_at');
    const { rows: tenants } = await db.query<{ id: string }>(
      `INSERT INTO tenants (name, tenant_name, email, tenant_type)
       VALUES ('Upgrade Co', 'upgrade-co', 'owner@example.com', 'identity_provider') RETURNING id`,
    );
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO oauth_providers (tenant_id, provider_name, display_name, client_id,
         redirect_uri, created_at, updated_at)
       VALUES ($1, 'github', 'Old GitHub', 'old-client', 'https://app.example.com/cb', $2, now())
       RETURNING id`,
      [tenants[0]!.id, CREATED],
    );
    providerId = rows[0]!.id;
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [UPGRADE]);
    assert.deepEqual(await migrate(db), [UPGRADE]);
  });
  after(async () => {
    await db.close();
    await owner.dispose();
  });

  test('a configuration from before counts its creation as its first rotation', async () => {
    const { rows } = await db.query<{ secret_rotated_at: Date }>(
      'SELECT secret_rotated_at FROM oauth_providers WHERE id = $1',
      [providerId],
    );
    assert.equal(new Date(rows[0]!.secret_rotated_at).toISOString(), CREATED);
  });

  test('a configuration made after it is dated when it is made', async () => {
    const { rows } = await db.query<{ rotated: Date; created: Date }>(
      `INSERT INTO oauth_providers (tenant_id, provider_name, display_name, client_id, redirect_uri)
       SELECT tenant_id, 'google', 'New Google', 'new-client', redirect_uri FROM oauth_providers
       WHERE id = $1
       RETURNING secret_rotated_at AS rotated, created_at AS created`,
      [providerId],
    );
    assert.deepEqual(rows[0]!.rotated, rows[0]!.created);
  });
});
