import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RowSink, Transaction } from '../../src/db/database';
import { freshDatabase, type TestDatabase } from '../helpers/test-database';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

async function* slowly<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}

/** A sink that keeps each row's values, and the count of rows at each pause between pieces. */
function collecting(stopAfter = Number.POSITIVE_INFINITY) {
  const rows: unknown[][] = [];
  const pauses: number[] = [];
  const sink: RowSink = {
    row: (values) => rows.push(values),
    get stopped() {
      return rows.length >= stopAfter;
    },
    pieceRead: async () => {
      pauses.push(rows.length);
    },
  };
  return { rows, pauses, sink };
}

describe(`reading and writing many rows on ${engine}`, () => {
  let fresh: TestDatabase;
  before(async () => {
    fresh = await freshDatabase();
  });
  after(async () => {
    await fresh.database.close();
    await fresh.dispose();
  });

  const inTransaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    fresh.database.transaction(async (tx) => {
      await tx.exec(
        'CREATE TEMP TABLE bulk_rows (n integer, s text, b boolean, j jsonb) ON COMMIT DROP',
      );
      return fn(tx);
    });

  test('bulkLoad stores each value as given: nulls, booleans, JSON, tabs, line breaks, backslashes', async () => {
    const values = [
      [1, 'plain', true, [{ type: 'home', street: '12 Elm' }]],
      [2, 'tab\there\r\nline \\N back\\slash', false, []],
      [3, null, null, null],
      [4, undefined, undefined, { nested: { quote: '"' } }],
    ];
    const stored = await inTransaction(async (tx) => {
      await tx.bulkLoad('bulk_rows', ['n', 's', 'b', 'j'], slowly(values));
      return (await tx.query('SELECT n, s, b, j FROM bulk_rows ORDER BY n')).rows;
    });
    assert.deepEqual(stored, [
      { n: 1, s: 'plain', b: true, j: [{ type: 'home', street: '12 Elm' }] },
      { n: 2, s: 'tab\there\r\nline \\N back\\slash', b: false, j: [] },
      { n: 3, s: null, b: null, j: null },
      { n: 4, s: null, b: null, j: { nested: { quote: '"' } } },
    ]);
  });

  test('bulkLoad takes more rows than one statement or chunk holds, in order', async () => {
    const values = Array.from({ length: 1234 }, (_, i) => [i + 1, `row ${i + 1}`]);
    const stored = await inTransaction(async (tx) => {
      await tx.bulkLoad('bulk_rows', ['n', 's'], values);
      return (
        await tx.query<{ count: number; sum: number }>(
          'SELECT count(*)::int AS count, sum(n)::int AS sum FROM bulk_rows',
        )
      ).rows[0];
    });
    assert.deepEqual(stored, { count: 1234, sum: (1234 * 1235) / 2 });
  });

  test('streamRows hands every row in order as its values, pausing between pieces on PGlite', async () => {
    const { rows, pauses, sink } = collecting();
    await fresh.database.transaction((tx) =>
      tx.streamRows('SELECT i, i::text AS t FROM generate_series(1, $1) AS i', [250], sink, {
        first: 100,
        next: 60,
      }),
    );
    assert.deepEqual(
      rows,
      Array.from({ length: 250 }, (_, i) => [i + 1, String(i + 1)]),
    );
    // PostgreSQL sends the rows as it reads them, without pieces.
    assert.deepEqual(pauses, engine === 'PGlite' ? [100, 160, 220] : []);
  });

  test('streamRows hands no row after its sink has stopped', async () => {
    const { rows, sink } = collecting(100);
    await fresh.database.transaction((tx) =>
      tx.streamRows('SELECT i FROM generate_series(1, 5000) AS i', [], sink, {
        first: 100,
        next: 2000,
      }),
    );
    assert.equal(rows.length, 100);
  });

  test('the database says how writes of many rows may run', () => {
    const expected = engine === 'PGlite' ? 'short-batches' : 'one-transaction';
    assert.equal(fresh.database.bulkWrites, expected);
  });
});

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the engines behind db/', () => {
  test("no code outside db/ reaches for an engine's own client or asks which one it runs on", async () => {
    // (An exceljs sheet has an eachRow of its own.)
    const engineSpecific =
      /\.copyFrom\b|\b(tx|q|db)\.eachRow\b|eachRow \?|from '(pg|pg-copy-streams|@electric-sql\/pglite)'|instanceof PGlite/;
    const offenders: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const path = relative(SRC, file);
      if (path.startsWith('db/')) continue;
      if (engineSpecific.test(await readFile(file, 'utf8'))) offenders.push(path);
    }
    assert.deepEqual(offenders, []);
  });
});
