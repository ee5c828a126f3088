import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { withScope } from '../../../src/db/database';
import { type LogFilter, listEntries } from '../../../src/routes/logs/log-store';
import { asOwner, type Fixture, newTenant, recordFixtures } from '../../helpers/audit-log';
import { build, type TestApp } from '../../helpers/build';

// Texts that tell a literal search from a pattern, a case-folding one from an exact one.
const MESSAGES = [
  'Imported 100%_done.csv: 3 people',
  'Imported 1000 people from staff.csv',
  'Renamed under_score.csv',
  'Renamed underscore.csv',
  'Updated Ávila Núñez: title',
  "Updated O'Brien: work phone",
  'Saved C:\\cards\\back\\slash',
  'Signed in',
];
const SEARCHES = [
  '100%',
  '%_',
  '_',
  'r_s',
  'ÁVILA',
  'ávila',
  "o'brien",
  '\\back\\',
  'BOB@',
  'in',
  'zzz',
];

describe('audit log: a search read through its matches by id (migration 047)', () => {
  let t: TestApp;
  let mine: string;
  let theirs: string;
  const messages = async (filter: LogFilter, searchWalkMs: number) =>
    (await listEntries(t.app.systemDb, filter, { pageSize: 50, searchWalkMs })).entries.map(
      (entry) => entry.message,
    );
  before(async () => {
    t = await build();
    mine = await newTenant(t.app, 'Search Mine Ltd');
    theirs = await newTenant(t.app, 'Search Theirs Ltd');
    const fixtures = (tenantId: string, actor: string): Fixture[] =>
      MESSAGES.map((message) => ({
        tenantId,
        actor,
        actorKind: 'client_admin',
        action: 'end_user.update',
        target: 'bob@search.example.com',
        message,
      }));
    await recordFixtures(t.app, [
      ...fixtures(mine, 'alice@mine.example.com'),
      ...fixtures(theirs, 'eve@theirs.example.com'),
    ]);
  });
  after(() => t.close());

  test('finds what the walk in time order finds: any case, anywhere, wildcards literal', async () => {
    for (const q of SEARCHES) {
      for (const tenantId of [mine, null]) {
        const filter = { tenantId, q };
        assert.deepEqual(await messages(filter, 0), await messages(filter, 60_000), q);
      }
    }
  });

  test('takes % and _ literally, and folds case', async () => {
    const filter = (q: string) => ({ tenantId: mine, q });
    assert.deepEqual(await messages(filter('100%'), 0), ['Imported 100%_done.csv: 3 people']);
    assert.deepEqual(await messages(filter('r_s'), 0), ['Renamed under_score.csv']);
    assert.deepEqual(await messages(filter('ÁVILA'), 0), ['Updated Ávila Núñez: title']);
    assert.deepEqual(await messages(filter('\\back\\'), 0), ['Saved C:\\cards\\back\\slash']);
    assert.equal((await messages(filter('BOB@SEARCH'), 0)).length, MESSAGES.length);
    const none = await listEntries(t.app.systemDb, filter('zzz'), { pageSize: 5, searchWalkMs: 0 });
    assert.deepEqual([none.entries, none.total, none.estimated, none.next], [[], 0, false, null]);
  });

  test("a tenant's search lists none of another tenant's matches", async () => {
    const scoped = withScope(t.app.db, { tenantId: mine });
    const page = await listEntries(
      scoped,
      { tenantId: mine, q: 'imported' },
      {
        pageSize: 50,
        searchWalkMs: 0,
      },
    );
    assert.equal(page.entries.length, 2);
    assert.ok(page.entries.every((entry) => entry.tenant_id === mine));
    const { rows } = await scoped.query<{ tenant_id: string }>(
      `SELECT a.tenant_id FROM audit_log a
       WHERE a.id = ANY (audit_log_matching('%eve@theirs%', 100))`,
    );
    assert.deepEqual(rows, []);
    const owned = await asOwner(t.app.db, (tx) =>
      tx.query<{ found: number }>(
        `SELECT cardinality(audit_log_matching('%eve@theirs%', 100)) AS found`,
      ),
    );
    assert.equal(owned.rows[0]?.found, 0, 'without a scope set, no match, even for the owner');
  });

  test('the application role cannot read the searched text itself', async () => {
    await assert.rejects(
      t.app.systemDb.query('SELECT count(*) FROM audit_log_text'),
      /permission denied/,
    );
  });

  // The tests' in-memory PGlite is made without pg_trgm; PostgreSQL and the API's PGlite have it.
  test('the matches are read from the trigram index of the searched text', async (context) => {
    const { rows } = await t.app.db.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
    if (rows.length === 0) return context.skip('pg_trgm is not installed: searches scan');
    const plan = await asOwner(t.app.db, async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT entry_id FROM audit_log_text WHERE text LIKE '%okafor4242@%'",
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /Bitmap Index Scan on audit_log_text_search/);
  });
});
