// The data model of docs/architecture.md names every table the migrations make, no other, and
// says rightly which of them row-level security binds: a new migration's table shows there.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(join(root, file), 'utf8');
const MIGRATIONS = 'api/src/db/migrations';

/** The SQL of every migration, comments left out, in the order they run. */
const migrationSql = readdirSync(join(root, MIGRATIONS))
  .filter((file) => /\.(sql|ts)$/.test(file))
  .sort()
  .map((file) => read(`${MIGRATIONS}/${file}`).replace(/--[^\n]*/g, ''))
  .join('\n');

/** Tables the migrations leave behind, and migrate.ts's own record of them. */
function migrationTables() {
  const tables = new Set(['schema_migrations']);
  const statements = /\b(CREATE|DROP) TABLE (?:IF (?:NOT )?EXISTS )?(\w+)/gi;
  for (const [, verb, name] of migrationSql.matchAll(statements)) {
    if (verb.toUpperCase() === 'CREATE') tables.add(name);
    else tables.delete(name);
  }
  return tables;
}

const secured = (table) =>
  ['ENABLE', 'FORCE'].every((word) =>
    new RegExp(`ALTER TABLE ${table} ${word} ROW LEVEL SECURITY`, 'i').test(migrationSql),
  );

/** The data model's table: each row's tables (first column) and its row-level security cell. */
function documentedRows() {
  const section = read('docs/architecture.md').split('\n## The data model\n')[1] ?? '';
  const lines = section.split('\n## ')[0].split('\n');
  return lines
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [tables, , security] = line.split(' | ');
      return {
        tables: [...tables.matchAll(/`(\w+)`/g)].map((match) => match[1]),
        secured: security.trim().startsWith('yes'),
      };
    });
}

test('the data model names every table the migrations make, and only those', () => {
  const documented = documentedRows().flatMap((row) => row.tables);
  const made = migrationTables();
  assert.deepEqual(
    { missing: [...made].filter((table) => !documented.includes(table)).sort() },
    { missing: [] },
  );
  assert.deepEqual({ notMade: documented.filter((table) => !made.has(table)) }, { notMade: [] });
});

test('the data model says which tables row-level security binds', () => {
  const wrong = documentedRows().flatMap((row) =>
    row.tables
      .filter((table) => secured(table) !== row.secured)
      .map((table) => `${table}: ${secured(table) ? 'secured' : 'not secured'} in the migrations`),
  );
  assert.deepEqual(wrong, []);
});
