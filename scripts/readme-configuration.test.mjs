// The README's Configuration table names every setting the API reads from its environment.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(join(root, file), 'utf8');

/** The variables of the README's Configuration table, from its first column. */
function documented() {
  const section = read('README.md').split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  return new Set([...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]));
}

// The files where the API reads its settings (the rest of it gets them from loadConfig).
const SETTINGS_FILES = [
  'api/src/server.ts',
  'api/src/config.ts',
  'api/src/paths.ts',
  'api/src/db/open-database.ts',
  'api/src/routes/cards/wallet/wallet-settings.ts',
];

test('the Configuration table names every setting the API reads', () => {
  const names = SETTINGS_FILES.flatMap((file) =>
    [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]),
  );
  const table = documented();
  assert.deepEqual(
    [...new Set(names)].filter((name) => !table.has(name)),
    [],
  );
});

test('it says where CSV uploads are spooled: the system temp folder, TMPDIR', () => {
  assert.match(read('api/src/user-import/csv-upload.ts'), /mkdtemp\(join\(tmpdir\(\)/);
  assert.ok(documented().has('TMPDIR'));
});
