// How `npm start` passes on the API's output: labelled while developing, as it is in production.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApiIfNeeded } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `code` (an ES module) from the repository's root with exactly `env` (plus PATH). */
function runModule(code, env) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

// startApi runs the built API (api/dist), which a fresh clone has only after a build.
before(() => buildApiIfNeeded());

test('under start:prod the API’s lines reach the output unprefixed', () => {
  // Production without its settings: the API writes its refusal and exits at once.
  const { stderr } = runModule(
    `import { startApi } from './scripts/api-process.mjs';
     startApi().on('exit', (code) => { process.exitCode = code; });`,
    // A port of the tests' range, though the API exits before it listens.
    { NODE_ENV: 'production', API_URL: 'http://127.0.0.1:4697' },
  );
  assert.match(stderr, /^Production mode \(NODE_ENV=production\) cannot start:\n {2}- /);
  assert.doesNotMatch(stderr, /\[api\]/);
});

test('a process started for development has each line labelled with its name', () => {
  const { stdout } = runModule(
    `import { startProcess } from './scripts/processes.mjs';
     startProcess('api', process.execPath, ['-e', 'console.log(JSON.stringify({ level: 30 }))']);`,
    {},
  );
  assert.equal(stdout, `${'[api]'.padEnd(24)}{"level":30}\n`);
});
