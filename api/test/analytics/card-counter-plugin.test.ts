import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/app';
import { withScope } from '../../src/db/database';
import { TEST_SECRETS_KEY } from '../helpers/build';
import { freshDatabase } from '../helpers/test-database';

test('closing the app writes what was counted but not yet flushed', async () => {
  const { database, dispose } = await freshDatabase();
  const outboxDir = await mkdtemp(join(tmpdir(), 'bizcard-outbox-'));
  // The app closes its database; this one stays open so the test can read after the close.
  const close = database.close.bind(database);
  database.close = async () => {};
  try {
    const app = await build({
      database,
      config: {
        isProduction: false,
        smtpUrl: null,
        outboxDir,
        secretsKey: TEST_SECRETS_KEY,
        cardCountFlushMs: 60 * 60 * 1000,
      },
    });
    const db = withScope(database, 'all-tenants');
    const { rows } = await db.query<{ id: string; card_slug: string }>(
      'SELECT id, card_slug FROM end_users WHERE active ORDER BY email LIMIT 1',
    );
    const response = await app.inject({
      url: `/c/${rows[0]!.card_slug}?src=nfc`,
      headers: { 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/126.0 Mobile Safari/537.36' },
    });
    assert.equal(response.statusCode, 200);
    await app.close();
    const counts = await db.query(
      'SELECT views, saves, scans FROM card_daily_counts WHERE end_user_id = $1',
      [rows[0]!.id],
    );
    assert.deepEqual(counts.rows, [{ views: 1, saves: 0, scans: 1 }]);
  } finally {
    await close();
    await dispose();
    await rm(outboxDir, { recursive: true, force: true });
  }
});
