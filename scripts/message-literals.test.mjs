// One home per message: scripts/message-literals.mjs finds a user-facing text written in more
// than one source file. Shown to fire on a fixture tree, and to hold for the repository.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { quotedStrings, repeatedMessages } from './message-literals.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'bizcard-messages-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files) {
  const dir = mkdtempSync(path.join(scratch, 'tree-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('quoted strings', () => {
  test('are read from code, not from comments or template literals', () => {
    const source = [
      "// 'Tenant not found' in a comment",
      "/* 'Also not' */ const a = 'Tenant not found';",
      // A template literal with a placeholder: the placeholder's code is read, its text is not.
      `const b = \`Hello \${"inside a template"} there\`;`,
      'const c = "Don\'t stop";',
      '<p>Don\'t read JSX text</p>; const d = "After it";',
    ].join('\n');
    assert.deepEqual(quotedStrings(source), [
      'Tenant not found',
      'inside a template',
      "Don't stop",
      'After it',
    ]);
  });
});

describe('repeated messages', () => {
  const notFound = "export const TENANT_NOT_FOUND = 'Tenant not found';\n";

  test('a message written in two source files is reported with both', () => {
    const dir = tree({
      'api/src/routes/users/messages.ts': notFound,
      'api/src/routes/logs/messages.ts': notFound,
      'mfe-users/src/features/users/messages.tsx': `<Banner title="Tenant not found" />\n`,
    });
    assert.deepEqual(repeatedMessages(dir, ['api/src', 'mfe-users/src'], []), [
      "'Tenant not found' in api/src/routes/logs/messages.ts, api/src/routes/users/messages.ts, mfe-users/src/features/users/messages.tsx",
    ]);
  });

  test('tests, labels of one or two words, SQL and imports are not messages', () => {
    const dir = tree({
      'api/src/errors.ts': `${notFound}export const SAVE = 'Save Changes';\n`,
      'api/src/routes/users/users.test.ts': notFound,
      'shared/src/testing/tenants.ts': notFound,
      'api/src/routes/users/store.ts': "q('SELECT id FROM tenants WHERE id = $1');\n",
      'api/src/routes/logs/store.ts': [
        "import { Save } from './Some Module Path';",
        "q('SELECT id FROM tenants WHERE id = $1');",
        "const label = 'Save Changes';",
        '',
      ].join('\n'),
    });
    assert.deepEqual(repeatedMessages(dir, ['api/src', 'shared/src'], []), []);
  });

  test('an allowed repeat passes only in the files it names', () => {
    const dir = tree({
      'shell/src/routes.ts': "const title = 'Update Your Information';\n",
      'mfe-selfserve/src/messages.ts': "const title = 'Update Your Information';\n",
      'mfe-users/src/messages.ts': "const title = 'Update Your Information';\n",
    });
    const allowance = {
      text: 'Update Your Information',
      files: ['shell/src/routes.ts', 'mfe-selfserve/src/messages.ts'],
      why: 'a test',
    };
    const dirs = ['shell/src', 'mfe-selfserve/src', 'mfe-users/src'];
    assert.equal(repeatedMessages(dir, dirs, [allowance]).length, 1);
    rmSync(path.join(dir, 'mfe-users/src/messages.ts'));
    assert.deepEqual(repeatedMessages(dir, dirs, [allowance]), []);
  });

  test('no message of the apps, shared or the API is written in more than one file', () => {
    assert.deepEqual(repeatedMessages(), []);
  });
});
