// What a deploy checks before anything goes live: the candidate against the live remotes'
// and shell's shared singletons (read from the deploy target), and the app's own typecheck
// and tests (refused on failure, --skip-checks recorded in the release log).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { findApp, ROOT } from './apps.mjs';
import {
  appCheckCommands,
  CHECKS,
  runAppChecks,
  withChecksRecorded,
} from './deploy/app-checks.mjs';
import { copyAppSource, replaceInFile } from './deploy/app-copy.mjs';
import { versionFolders } from './deploy/folder-target.mjs';
import { rangeProblems } from './deploy/live-compat.mjs';
import { deployScript, useScratch, writeBuild } from './deploy/testing.mjs';

const scratch = useScratch('bizcard-deploy-checks');

/** Runs `npm run deploy` for `app` into `deployDir`; resolves with its exit code and output. */
const deploy = (deployDir, app, ...args) =>
  deployScript({ env: { DEPLOY_DIR: deployDir } }, 'deploy', app, ...args);

/** A built folder holding `files` (name → JSON value). */
const fakeBuild = (name, files) => writeBuild(scratch.at('builds', name), files);

/** A remote's mf-manifest.json asking for shared and react at these ranges. */
const remoteManifest = (name, sharedRange) => ({
  name,
  shared: [
    { name: '@bizcard/shared/ui', version: '1.1.0', requiredVersion: sharedRange },
    { name: '@bizcard/shared/stores', version: '1.1.0', requiredVersion: sharedRange },
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
    { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
  ],
});

/** A shell build: its page, and the singletons it provides (shared-singletons.json). */
const shellBuild = (name, sharedVersion) =>
  fakeBuild(name, {
    'index.html': '<!doctype html>',
    'shared-singletons.json': {
      react: { version: '19.3.1', requiredVersion: '^19.2.0' },
      'react/': { version: '19.3.1', requiredVersion: '^19.2.0' },
      'react-dom/': { version: '19.3.1', requiredVersion: '^19.2.0' },
      '@bizcard/shared/': { version: sharedVersion, requiredVersion: `^${sharedVersion}` },
    },
  });

/** Every file under `dir` with its content: what a refused deploy must leave as it was. */
function snapshot(dir) {
  const files = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file, 'utf8');
  }
  return files;
}

describe('a deploy is checked against the shared singletons of what is live', () => {
  let deployDir;
  before(async () => {
    deployDir = mkdtempSync(scratch.at('deploy-'));
    const tenants = fakeBuild('tenants', { 'mf-manifest.json': remoteManifest('t', '^1.1.0') });
    const result = await deploy(
      deployDir,
      'mfe-tenants',
      '--from',
      tenants,
      '--version',
      '1.0.0+t',
    );
    assert.equal(result.code, 0, result.stderr);
  });

  test('a shell providing shared 2.0.0 is refused while a live remote asks for ^1.1.0, and nothing changes', async () => {
    const before = snapshot(deployDir);
    const shell = shellBuild('shell-2', '2.0.0');
    const result = await deploy(deployDir, 'shell', '--from', shell, '--version', '2.0.0+s');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /Deploy failed, the live version is unchanged/);
    assert.match(
      result.stderr,
      /mfe-tenants 1\.0\.0\+t \(live\) asks for @bizcard\/shared \^1\.1\.0, but the shell 2\.0\.0\+s \(this deploy\) provides 2\.0\.0/,
    );
    // One line per package and range, not one per shared entry point.
    assert.equal(result.stderr.match(/asks for/g).length, 1);
    assert.deepEqual(snapshot(deployDir), before);
    assert.deepEqual(versionFolders(deployDir, 'shell'), []);
  });

  test('a shell whose singletons every live remote accepts goes live', async () => {
    const shell = shellBuild('shell-1.2', '1.2.0');
    const result = await deploy(deployDir, 'shell', '--from', shell, '--version', '1.2.0+s');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /shell 1\.2\.0\+s is live/);
  });

  test('a remote asking for more than the live shell provides is refused, naming its range', async () => {
    const before = snapshot(deployDir);
    const users = fakeBuild('users', { 'mf-manifest.json': remoteManifest('u', '^1.3.0') });
    const result = await deploy(deployDir, 'mfe-users', '--from', users, '--version', '1.3.0+u');
    assert.notEqual(result.code, 0);
    assert.match(
      result.stderr,
      /mfe-users 1\.3\.0\+u \(this deploy\) asks for @bizcard\/shared \^1\.3\.0, but the live shell 1\.2\.0\+s provides 1\.2\.0/,
    );
    assert.deepEqual(snapshot(deployDir), before);
  });
});

describe('promote checks a published version against what is live now', () => {
  test('a remote version published before the live shell is refused when that shell does not satisfy it', async () => {
    const deployDir = mkdtempSync(scratch.at('deploy-'));
    const asking = (name, range) =>
      fakeBuild(name, { 'mf-manifest.json': remoteManifest(name, range) });
    // With no shell deployed there is nothing live to check 1.3.0+u against.
    assert.equal(
      (
        await deploy(
          deployDir,
          'mfe-users',
          '--from',
          asking('u13', '^1.3.0'),
          '--version',
          '1.3.0+u',
        )
      ).code,
      0,
    );
    assert.equal(
      (
        await deploy(
          deployDir,
          'mfe-users',
          '--from',
          asking('u11', '^1.1.0'),
          '--version',
          '1.1.0+u',
        )
      ).code,
      0,
    );
    const shell = await deploy(
      deployDir,
      'shell',
      '--from',
      shellBuild('shell-p', '1.2.0'),
      '--version',
      '1.2.0+s',
    );
    assert.equal(shell.code, 0, shell.stderr);
    const before = snapshot(deployDir);
    const promote = await deployScript(
      { env: { DEPLOY_DIR: deployDir } },
      'promote',
      'mfe-users',
      '1.3.0+u',
    );
    assert.notEqual(promote.code, 0);
    assert.match(
      promote.stderr,
      /Promote failed, the live version is unchanged: .*\n.*mfe-users 1\.3\.0\+u \(this deploy\) asks for @bizcard\/shared \^1\.3\.0, but the live shell 1\.2\.0\+s provides 1\.2\.0/,
    );
    assert.deepEqual(snapshot(deployDir), before);
  });
});

describe('rangeProblems', () => {
  const provider = {
    label: 'the shell',
    singletons: { 'react/': { version: '19.2.0' }, '@bizcard/shared/': { version: '1.2.0' } },
  };
  const asking = (shared) => ({ label: 'mfe-oauth 1', manifest: { shared } });

  test('matches a shared entry point to the package the shell provides, by its prefix', () => {
    const problems = rangeProblems(
      provider,
      asking([{ name: 'react/jsx-runtime', requiredVersion: '^19.3.1' }]),
    );
    assert.deepEqual(problems, [
      'mfe-oauth 1 asks for react ^19.3.1, but the shell provides 19.2.0',
    ]);
  });

  test('passes ranges the provided version satisfies, and modules the shell does not provide', () => {
    const shared = [
      { name: '@bizcard/shared/api', requiredVersion: '^1.1.0' },
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'papaparse', requiredVersion: '^9.0.0' },
      { name: 'react-dom', requiredVersion: '*' },
    ];
    assert.deepEqual(rangeProblems(provider, asking(shared)), []);
  });
});

describe('the checks a deploy runs before building', () => {
  const oauth = findApp('mfe-oauth');

  test("are the app's own typecheck and jest project, printed as a team would type them", () => {
    const [typecheck, tests] = appCheckCommands(oauth);
    assert.equal(typecheck.shown, 'npm run typecheck -w mfe-oauth');
    assert.deepEqual(typecheck.args, ['run', '--silent', 'typecheck', '-w', 'mfe-oauth']);
    assert.equal(tests.shown, 'npx jest --ci --selectProjects mfe-oauth');
  });

  test("run in a copy's own folder when a copy is deployed (--source)", () => {
    const copy = path.join(ROOT, 'data', 'some-copy', 'mfe-oauth');
    const [typecheck, tests] = appCheckCommands(oauth, copy);
    assert.equal(typecheck.cwd, copy);
    const config = JSON.parse(tests.args[tests.args.indexOf('--config') + 1]);
    assert.equal(config.rootDir, copy);
    assert.equal(config.displayName, 'mfe-oauth');
  });

  test('refuse on the first failing check with its output, and say what ran', async () => {
    const lines = [];
    const command = (name, code) => ({
      name,
      cmd: process.execPath,
      args: ['-e', `console.log('${name} output'); process.exit(${code})`],
      cwd: ROOT,
      shown: `${name} command`,
    });
    const commands = [command('typecheck', 0), command('tests', 1), command('never', 0)];
    await assert.rejects(
      runAppChecks({ app: oauth, commands, log: (line) => lines.push(line) }),
      /the tests of mfe-oauth failed \(tests command, [\d.]+ s\):\ntests output/,
    );
    assert.deepEqual(
      lines.map((line) => line.replace(/[\d.]+ s/, 'N s')),
      [
        'Checking mfe-oauth: typecheck command',
        '  typecheck passed in N s',
        'Checking mfe-oauth: tests command',
      ],
    );
  });

  test("are recorded in the deploy's release log entry", () => {
    const state = { live: '1', log: [{ action: 'deploy', version: '0' }, { action: 'deploy' }] };
    assert.deepEqual(withChecksRecorded(state, CHECKS.skipped).log, [
      { action: 'deploy', version: '0' },
      { action: 'deploy', checks: 'skipped (--skip-checks)' },
    ]);
  });
});

describe('a remote with a type error', () => {
  let deployDir;
  let copy;
  before(() => {
    deployDir = mkdtempSync(scratch.at('deploy-'));
    copy = path.join(ROOT, 'data', `deploy-checks-test-${process.pid}`, 'mfe-oauth');
    copyAppSource(findApp('mfe-oauth'), copy);
    replaceInFile(
      copy,
      'src/features/oauth-providers/components/oauth-providers-view.tsx',
      '<Muted>{tenantName}</Muted>',
      '<Muted>{tenantName.toFixed(2)}</Muted>',
    );
  });
  after(() => rmSync(path.dirname(copy), { recursive: true, force: true }));

  test('is refused by its typecheck before anything is built or published', async () => {
    const result = await deploy(deployDir, 'mfe-oauth', '--source', copy, '--version', '2.0.0');
    assert.notEqual(result.code, 0);
    assert.match(result.stdout, /Checking mfe-oauth: npm run typecheck \(in .*mfe-oauth\)/);
    assert.doesNotMatch(result.stdout, /Building/);
    assert.match(result.stderr, /Deploy failed, the live version is unchanged: the typecheck/);
    assert.match(result.stderr, /oauth-providers-view\.tsx.*toFixed/);
    assert.deepEqual(versionFolders(deployDir, 'mfe-oauth'), []);
  });

  test('goes live with --skip-checks, and the release log records that the checks were skipped', async () => {
    const result = await deploy(
      deployDir,
      'mfe-oauth',
      '--source',
      copy,
      '--version',
      '2.0.1',
      '--skip-checks',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Checks of mfe-oauth skipped \(--skip-checks\)/);
    assert.match(result.stdout, /mfe-oauth 2\.0\.1 is live/);
    const releases = JSON.parse(
      readFileSync(path.join(deployDir, 'mfe-oauth', 'releases.json'), 'utf8'),
    );
    assert.equal(releases.log.at(-1).version, '2.0.1');
    assert.equal(releases.log.at(-1).checks, 'skipped (--skip-checks)');
  });
});
