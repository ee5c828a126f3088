import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../src/db/database';
import { freshDatabase, type TestDatabase } from '../helpers/test-database';

// `statement` writes BEGIN (with the role and scope), the statement and COMMIT together on
// PostgreSQL (pipeline mode); PGlite runs it as a transaction in process. Both must behave as
// a transaction of one statement does.
const onPostgres = Boolean(process.env.DATABASE_URL);

/** How many writes reach a socket while `run` runs (a corked socket's are one writev). */
async function socketWrites(run: () => Promise<unknown>): Promise<number> {
  type Write = (this: Socket, ...args: unknown[]) => void;
  const proto = Socket.prototype as unknown as Record<'_write' | '_writev', Write>;
  const original = { _write: proto._write, _writev: proto._writev };
  let writes = 0;
  for (const name of ['_write', '_writev'] as const) {
    proto[name] = function (...args) {
      writes++;
      original[name].apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    Object.assign(proto, original);
  }
  return writes;
}

describe('a statement in a transaction of its own, in one round trip', () => {
  let fresh: TestDatabase;
  let db: Database;
  let tenantId: string;

  before(async () => {
    fresh = await freshDatabase();
    db = fresh.database;
    await db.useApplicationRole();
    const { rows } = await db.statement<{ id: string }>(
      'SELECT id FROM tenants ORDER BY name LIMIT 1',
      [],
      'all-tenants',
    );
    tenantId = rows[0]!.id;
  });
  after(async () => {
    await db.close();
    await fresh.dispose();
  });

  test('runs as the application role under its scope: row-level security applies', async () => {
    const count = async (scope?: Parameters<Database['statement']>[2]) =>
      (await db.statement<{ n: number }>('SELECT count(*)::int AS n FROM tenants', [], scope))
        .rows[0]!.n;
    assert.ok((await count('all-tenants')) >= 1, 'the seeded tenants');
    assert.equal(await count({ tenantId }), 1);
    assert.equal(await count(), 0, 'no scope, no tenant row');
    const { rows } = await db.statement<{ role: string }>('SELECT current_user AS role');
    assert.equal(rows[0]!.role, db.applicationRole);
  });

  test('its opening, statement and commit leave in one write', {
    skip: onPostgres ? undefined : 'PGlite runs in process',
  }, async () => {
    const run = () => db.statement('SELECT $1::int AS n', [1], { tenantId });
    await run();
    assert.equal(await socketWrites(run), 1);
  });

  test('a failing statement is refused with its own error, keeps nothing and leaves no transaction open', async () => {
    const insert = `INSERT INTO removed_card_slugs (card_slug, tenant_id) VALUES ($1, $2)`;
    await db.statement(insert, ['once-only', tenantId], 'all-tenants');
    await assert.rejects(db.statement(insert, ['once-only', tenantId], 'all-tenants'), {
      code: '23505',
    });
    // Every pooled connection answers as a fresh one: outside any transaction, no scope left.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.statement<{ scope: string | null; kept: number }>(
          `SELECT current_setting('app.all_tenants', true) AS scope,
                  (SELECT count(*)::int FROM removed_card_slugs WHERE card_slug = 'once-only') AS kept`,
        ),
      ),
    );
    for (const { rows } of answers) {
      assert.ok(!rows[0]!.scope, 'the scope ended with its transaction');
      assert.equal(rows[0]!.kept, 0, 'RLS: no scope sees no row');
    }
    const { rows } = await db.statement<{ kept: number }>(
      `SELECT count(*)::int AS kept FROM removed_card_slugs WHERE card_slug = 'once-only'`,
      [],
      'all-tenants',
    );
    assert.equal(rows[0]!.kept, 1, 'the first insert committed, the refused one left nothing');
  });
});
