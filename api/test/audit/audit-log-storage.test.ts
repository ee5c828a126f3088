import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build as buildApp } from '../../src/app';
import { purgeAuditLog } from '../../src/audit/purge-audit-log';
import { recordAudit } from '../../src/audit/record-audit';
import { loadConfig } from '../../src/config';
import { asOwner, newTenant } from '../helpers/audit-log';
import { build, TEST_SECRETS_KEY, type TestApp } from '../helpers/build';
import { freshDatabase } from '../helpers/test-database';

const PERMISSION_DENIED = /permission denied/;

const entry = (tenantId: string | null, message: string) => ({
  tenantId,
  actor: 'keeper@storage.example.com',
  actorKind: 'client_admin' as const,
  action: 'end_user.update' as const,
  message,
});

describe('audit log storage', () => {
  let t: TestApp;
  let tenantId: string;
  before(async () => {
    t = await build();
    tenantId = await newTenant(t.app, 'Storage Test');
  });
  after(() => t.close());

  const messages = async () =>
    (
      await t.app.systemDb.query<{ message: string }>(
        'SELECT message FROM audit_log WHERE tenant_id = $1 ORDER BY id',
        [tenantId],
      )
    ).rows.map((row) => row.message);

  test('the application role inserts and reads entries', async () => {
    await t.app.systemDb.transaction((tx) => recordAudit(tx, entry(tenantId, 'kept')));
    assert.deepEqual(await messages(), ['kept']);
  });

  test('the application role can neither change nor delete an entry', async () => {
    const db = t.app.systemDb;
    await assert.rejects(
      db.query(`UPDATE audit_log SET message = 'rewritten' WHERE tenant_id = $1`, [tenantId]),
      PERMISSION_DENIED,
    );
    await assert.rejects(
      db.query('DELETE FROM audit_log WHERE tenant_id = $1', [tenantId]),
      PERMISSION_DENIED,
    );
    await assert.rejects(db.query('TRUNCATE audit_log'), PERMISSION_DENIED);
    assert.deepEqual(await messages(), ['kept']);
  });

  test('the time of an entry is always the database clock', async () => {
    await assert.rejects(
      t.app.systemDb.query(
        `INSERT INTO audit_log (at, tenant_id, actor_kind, action, level, message)
         VALUES (now() - interval '400 days', $1, 'system', 'batch.import', 'info', 'forged')`,
        [tenantId],
      ),
      PERMISSION_DENIED,
    );
  });

  test('a failed change leaves no entry: the entry shares its transaction', async () => {
    await assert.rejects(
      t.app.systemDb.transaction(async (tx) => {
        await recordAudit(tx, entry(tenantId, 'rolled back'));
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.deepEqual(await messages(), ['kept']);
  });

  test('control characters become spaces and a long message is cut to 500 characters', async () => {
    await t.app.systemDb.transaction(async (tx) => {
      await recordAudit(tx, { ...entry(tenantId, `line\none\u0000two`), target: 'a\r\nb' });
      await recordAudit(tx, entry(tenantId, `${'é'.repeat(499)}😀 and more`));
    });
    const [, cleaned, long] = await messages();
    assert.equal(cleaned, 'line one two');
    assert.equal(Array.from(long!).length, 500);
    assert.ok(long!.endsWith('😀'));
  });

  test('the purge removes entries older than the retention, of every tenant, and only those', async () => {
    const ages: Array<[string | null, string, number]> = [
      [tenantId, 'old', 400],
      [null, 'old, of no tenant', 366],
      [tenantId, 'young', 364],
    ];
    for (const [tenant, message] of ages) {
      await t.app.systemDb.transaction((tx) => recordAudit(tx, entry(tenant, message)));
    }
    await asOwner(t.app.db, async (tx) => {
      for (const [, message, days] of ages) {
        await tx.query(
          `UPDATE audit_log SET at = now() - make_interval(days => $1) WHERE message = $2`,
          [days, message],
        );
      }
    });
    // As the application role, with no tenant scope: the function brings its own rights.
    assert.equal(await purgeAuditLog(t.app.db, 365), 2);
    const left = await t.app.systemDb.query<{ message: string }>(
      `SELECT message FROM audit_log WHERE message IN ('old', 'old, of no tenant', 'young')`,
    );
    assert.deepEqual(
      left.rows.map((row) => row.message),
      ['young'],
    );
    assert.equal(await purgeAuditLog(t.app.db, 365), 0);
  });

  test('the purge refuses to keep fewer than 30 days', async () => {
    await assert.rejects(purgeAuditLog(t.app.db, 29), /at least 30 days/);
    assert.ok((await messages()).includes('kept'));
  });
});

describe('audit log retention', () => {
  test('the app purges entries past AUDIT_RETENTION_DAYS when it starts', async () => {
    const { database, dispose } = await freshDatabase();
    // Still the owner here: the app switches to the application role when it starts.
    await database.query(
      `INSERT INTO audit_log (at, actor_kind, action, level, message) VALUES
       (now() - interval '100 days', 'system', 'batch.import', 'info', 'past retention'),
       (now() - interval '80 days', 'system', 'batch.import', 'info', 'within retention')`,
    );
    const app = await buildApp({
      database,
      config: { auditRetentionDays: 90, secretsKey: TEST_SECRETS_KEY, smtpUrl: null },
    });
    try {
      await app.ready();
      const { rows } = await app.systemDb.query<{ message: string }>(
        `SELECT message FROM audit_log WHERE message LIKE '%retention'`,
      );
      assert.deepEqual(
        rows.map((row) => row.message),
        ['within retention'],
      );
    } finally {
      await app.close();
      await dispose();
    }
  });

  test('AUDIT_RETENTION_DAYS defaults to 365 and refuses what is not 30 days or more', () => {
    assert.equal(loadConfig({}).auditRetentionDays, 365);
    assert.equal(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays, 90);
    for (const wrong of ['29', '0', '-5', '12.5', 'a year']) {
      assert.throws(
        () => loadConfig({ AUDIT_RETENTION_DAYS: wrong }),
        /AUDIT_RETENTION_DAYS must be a whole number of days, at least 30/,
        wrong,
      );
    }
  });
});
