// The boundaries lint knows (CONVENTIONS.md, Boundaries): the global fetch only in
// shared/src/api (biome.json, noRestrictedGlobals), and no feature folder importing another
// (scripts/feature-imports.mjs). Each rule is shown to fire on a fixture, and to hold here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ROOT } from './apps.mjs';
import { featureImportProblems } from './feature-imports.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'bizcard-boundaries-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function writeTree(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** The files Biome reports `rule` in, linting `files` with the repository's biome.json. */
function biomeFindings(files, rule) {
  const dir = mkdtempSync(path.join(scratch, 'biome-'));
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeTree(dir, { 'biome.json': JSON.stringify(config), ...files });
  let output;
  try {
    output = execFileSync(
      path.join(ROOT, 'node_modules/.bin/biome'),
      ['lint', '--reporter=json', '.'],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch (error) {
    output = error.stdout;
  }
  return JSON.parse(output)
    .diagnostics.filter((diagnostic) => diagnostic.category === `lint/style/${rule}`)
    .map((diagnostic) => diagnostic.location.path)
    .sort();
}

describe('the global fetch', () => {
  const calls = "export const load = () => fetch('/api/tenants');\n";

  test('is refused in every app and in shared outside shared/src/api', () => {
    const files = {
      'shell/src/features/dashboard/load.ts': calls,
      'mfe-users/src/features/tenant-users/hooks/load.ts': calls,
      'mfe-selfserve/src/app/load.tsx': calls,
      'shared/src/ui/load.ts': calls,
      'shared/src/api/load.ts': calls,
    };
    assert.deepEqual(biomeFindings(files, 'noRestrictedGlobals'), [
      'mfe-selfserve/src/app/load.tsx',
      'mfe-users/src/features/tenant-users/hooks/load.ts',
      'shared/src/ui/load.ts',
      'shell/src/features/dashboard/load.ts',
    ]);
  });

  // Both read a static file beside an app's index.html, not the API: the shell's remotes.json,
  // and a remote's mf-manifest.json for the About panel. Nothing else is let through.
  test("is allowed in the two readers of static manifests, named in biome.json's overrides", () => {
    const files = {
      'shell/src/remotes/remotes-manifest.ts': calls,
      'shell/src/features/about/api/read-manifest-version.ts': calls,
      'shell/src/remotes/other-manifest.ts': calls,
    };
    assert.deepEqual(biomeFindings(files, 'noRestrictedGlobals'), [
      'shell/src/remotes/other-manifest.ts',
    ]);
  });
});

describe('feature folders', () => {
  test('an import from one feature into another is reported with its file and line', () => {
    const dir = mkdtempSync(path.join(scratch, 'features-'));
    writeTree(dir, {
      'mfe-tenants/src/features/reports/components/chart.tsx': [
        "import { Row } from '../../tenants/components/tenant-row';",
        "import { metric } from '../lib/metrics';",
        "import { Frame } from '../../../components/frame';",
        '',
      ].join('\n'),
      'mfe-tenants/src/features/reports/reports.test.tsx':
        "\njest.mock('../logs/hooks/use-logs');\nconst page = import('../tenants/page');\n",
      'mfe-tenants/src/features/logs/index.ts':
        "export { metric } from '../reports/lib/metrics';\n",
      'mfe-tenants/src/app/app.tsx': "import { Page } from '../features/reports/page';\n",
    });
    assert.deepEqual(featureImportProblems(dir, ['mfe-tenants']).sort(), [
      "mfe-tenants/src/features/logs/index.ts:1 imports '../reports/lib/metrics': feature logs may not import feature reports",
      "mfe-tenants/src/features/reports/components/chart.tsx:1 imports '../../tenants/components/tenant-row': feature reports may not import feature tenants",
      "mfe-tenants/src/features/reports/reports.test.tsx:2 imports '../logs/hooks/use-logs': feature reports may not import feature logs",
      "mfe-tenants/src/features/reports/reports.test.tsx:3 imports '../tenants/page': feature reports may not import feature tenants",
    ]);
  });

  test('no feature of any app imports another', () => {
    assert.deepEqual(featureImportProblems(), []);
  });
});
