// The preflight of `npm test`: one line naming the missing tool and how to install it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromiumProblem, nodeVersionProblem, preflightProblems } from './preflight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'preflight-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const MISSING = join(scratch, 'no-chromium-here');

describe('chromiumProblem', () => {
  test('names the missing path and the exact Debian install command', () => {
    assert.equal(
      chromiumProblem(MISSING),
      `Chromium is missing: ${MISSING} does not exist, and the e2e step needs it. Install it with ` +
        '`apt-get update && apt-get install -y chromium` (Debian, as root), or set CHROMIUM_PATH to a Chromium binary.',
    );
  });

  test('refuses a file that cannot be run', () => {
    const file = join(scratch, 'not-executable');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    assert.match(chromiumProblem(file), /^Chromium is missing: .* is not executable, /);
  });

  test('refuses a folder', () => {
    assert.match(chromiumProblem(scratch), /^Chromium is missing: .* is not a file, /);
  });

  test('accepts an executable file', () => {
    const file = join(scratch, 'chromium');
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    assert.equal(chromiumProblem(file), null);
  });
});

describe('nodeVersionProblem', () => {
  test('names the running version, the range and what to install', () => {
    assert.equal(
      nodeVersionProblem('18.19.1', '>=20.19'),
      'Node.js 18.19.1 is too old: this project needs Node.js >=20.19 (package.json engines). ' +
        'Install Node.js 20.19 or newer (for example `nvm install 20`) and run npm test again.',
    );
  });

  test('compares minor and patch versions as numbers', () => {
    assert.match(nodeVersionProblem('20.9.0', '>=20.19') ?? '', /too old/);
    assert.equal(nodeVersionProblem('20.19.0', '>=20.19'), null);
    assert.equal(nodeVersionProblem('20.100.0', '>=20.19'), null);
    assert.equal(nodeVersionProblem('22.0.0', '>=20.19'), null);
  });
});

describe('preflightProblems', () => {
  test('checks the browser only when the e2e step will run', () => {
    const checks = { nodeVersion: '20.19.0', enginesRange: '>=20.19', chromium: MISSING };
    assert.deepEqual(preflightProblems({ ...checks, needsChromium: false }), []);
    assert.deepEqual(preflightProblems({ ...checks, needsChromium: true }), [
      chromiumProblem(MISSING),
    ]);
  });
});

describe('npm test without Chromium', () => {
  // PATH holds no npm or npx: should the preflight let a step through, the step fails at once
  // instead of building the product or starting servers on shared ports.
  const runTests = (args) =>
    spawnSync(process.execPath, [join(root, 'scripts/test.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, PATH: scratch, CHROMIUM_PATH: MISSING },
      encoding: 'utf8',
      timeout: 10_000,
    });

  test('stops before the first step with the install line, then the tests line', () => {
    const { status, stdout } = runTests([]);
    assert.equal(status, 1);
    assert.deepEqual(stdout.trim().split('\n'), [
      chromiumProblem(MISSING),
      'tests: 0 passed, 1 failed',
    ]);
  });

  test('does not ask for the browser when the e2e step is not chosen', () => {
    const { stdout } = runTests(['unit', 'api']);
    assert.doesNotMatch(stdout, /Chromium/);
    assert.equal(stdout.trim().split('\n')[0], '=== unit ===');
  });
});
