// Each app's own `npm run typecheck -w <app>` must pass on a clean tree, not only the root's
// tsc over every source at once: `node scripts/test.mjs app-typecheck` runs them all.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from './apps.mjs';
import { TYPECHECKED } from './typecheck-apps.mjs';

const THEME_TYPING = '../shared/src/ui/styled.d.ts';
const readJson = (...parts) => JSON.parse(readFileSync(path.join(ROOT, ...parts), 'utf8'));

describe("each app's own typecheck", () => {
  test("takes in shared's theme typing, so styled-components' DefaultTheme has the theme's keys", () => {
    for (const app of TYPECHECKED.filter((name) => name !== 'shared')) {
      const { include } = readJson(app, 'tsconfig.json');
      assert.ok(include.includes(THEME_TYPING), `${app}/tsconfig.json lacks ${THEME_TYPING}`);
    }
  });

  test('is a step of the test run, for every front-end workspace', () => {
    const testRun = readFileSync(path.join(ROOT, 'scripts', 'test.mjs'), 'utf8');
    assert.match(
      testRun,
      /name: 'app-typecheck',\s+cmd: 'node',\s+args: \['scripts\/typecheck-apps\.mjs'\]/,
    );
    assert.deepEqual(TYPECHECKED, [
      'shared',
      'shell',
      'mfe-tenants',
      'mfe-users',
      'mfe-template-designer',
      'mfe-oauth',
      'mfe-selfserve',
    ]);
    for (const app of TYPECHECKED) {
      assert.equal(readJson(app, 'package.json').scripts.typecheck, 'tsc -p tsconfig.json');
    }
  });
});
