// `npm run deploy / rollback / deployments` on a deploy folder of the test's own: what an
// operator sees on the terminal and what the shell then reads in remotes.json.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { findApp, ROOT } from './apps.mjs';
import { copyAppSource, replaceInFile } from './deploy/app-copy.mjs';
import { versionFolders } from './deploy/folder-target.mjs';
import { deployScript, writeBuild } from './deploy/testing.mjs';

let deployDir;
let builds;

const cli = (name, ...args) => deployScript({ env: { DEPLOY_DIR: deployDir } }, name, ...args);

/** A small stand-in for a remote's built dist/, with a label to tell versions apart. */
function fakeBuild(label) {
  return writeBuild(path.join(builds, label), {
    'mf-manifest.json': { label },
    'remoteEntry.js': `var label = ${JSON.stringify(label)};`,
    'remoteEntry.js.br': 'brotli bytes',
    '.build-stamp': 'now',
  });
}

const readJson = (file) => JSON.parse(readFileSync(path.join(deployDir, file), 'utf8'));
const tenantsEntry = () => readJson('remotes.json').mfe_tenants;

before(() => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'bizcard-deploy-test-'));
  builds = mkdtempSync(path.join(tmpdir(), 'bizcard-builds-'));
});
after(() => {
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

describe('deploy, rollback and the deployments list', () => {
  test('a deploy publishes the build under its version and points remotes.json at it', async () => {
    const result = await cli(
      'deploy',
      'mfe-tenants',
      '--from',
      fakeBuild('one'),
      '--version',
      '1.0.0+aaa',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /mfe-tenants 1\.0\.0\+aaa is live/);
    const published = path.join(deployDir, 'mfe-tenants', '1.0.0+aaa');
    assert.equal(
      readFileSync(path.join(published, 'remoteEntry.js'), 'utf8'),
      'var label = "one";',
    );
    assert.equal(readFileSync(path.join(published, 'remoteEntry.js.br'), 'utf8'), 'brotli bytes');
    assert.deepEqual(tenantsEntry(), {
      url: 'http://localhost:8081/1.0.0+aaa/mf-manifest.json',
      version: '1.0.0+aaa',
      versions: ['1.0.0+aaa'],
    });
    // Remotes never deployed keep the shell's default address.
    assert.equal(readJson('remotes.json').mfe_users, 'http://localhost:8082/mf-manifest.json');
  });

  test('a second deploy without --version gets a new label from the package version and commit', async () => {
    const result = await cli('deploy', 'mfe-tenants', '--from', fakeBuild('two'));
    assert.equal(result.code, 0, result.stderr);
    const { version } = tenantsEntry();
    assert.match(version, /^0\.\d+\.\d+\+[0-9a-f]{7,}(\.dirty)?$|^\d+\.\d+\.\d+\+nocommit/);
    assert.match(result.stdout, /was 1\.0\.0\+aaa/);
    const again = await cli('deploy', 'mfe-tenants', '--from', fakeBuild('three'));
    assert.equal(tenantsEntry().version, `${version}.2`, again.stderr);
  });

  test('a label already published is refused and nothing changes', async () => {
    const before = readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');
    const result = await cli(
      'deploy',
      'mfe-tenants',
      '--from',
      fakeBuild('four'),
      '--version',
      '1.0.0+aaa',
    );
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /already published/);
    assert.equal(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'), before);
  });

  test('deployments lists each app with its live version and the others newest first', async () => {
    const { stdout } = await cli('list');
    const live = tenantsEntry().version;
    const row = stdout.split('\n').find((line) => line.startsWith('mfe-tenants '));
    const previous = live.replace(/\.2$/, '');
    assert.match(
      row,
      new RegExp(
        `^mfe-tenants +${live.replaceAll('+', '\\+')} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ +${previous.replaceAll('+', '\\+')}, 1\\.0\\.0\\+aaa$`,
      ),
    );
    assert.match(stdout, /^shell +not deployed +- +-$/m);
  });

  test('rollback switches back one version at a time, then says there is nothing before the first, naming the others once live', async () => {
    const live = tenantsEntry().version;
    const first = await cli('rollback', 'mfe-tenants');
    assert.equal(first.code, 0, first.stderr);
    assert.equal(tenantsEntry().version, live.replace(/\.2$/, ''));
    assert.match(first.stdout, /rolled back: .* is live again \(was .*\)/);
    await cli('rollback', 'mfe-tenants');
    assert.equal(tenantsEntry().version, '1.0.0+aaa');
    const last = await cli('rollback', 'mfe-tenants');
    assert.notEqual(last.code, 0);
    assert.doesNotMatch(last.stderr, /only version that was ever live/);
    assert.match(
      last.stderr,
      new RegExp(
        `nothing to roll back to: no version was live before 1\\.0\\.0\\+aaa \\(also live at some point: ${live.replace(/\.2$/, '').replaceAll('+', '\\+')}, ${live.replaceAll('+', '\\+')}\\)`,
      ),
    );
    assert.match(
      last.stderr,
      /npm run promote -w mfe-tenants <version> makes one of them live again/,
    );
    assert.equal(tenantsEntry().version, '1.0.0+aaa');
    // Every version stays published for the browsers that loaded it.
    assert.equal(versionFolders(deployDir, 'mfe-tenants').length, 3);
  });

  test('a deploy whose build fails prints why and leaves the live version untouched', async () => {
    const copy = path.join(ROOT, 'data', `deploy-test-${process.pid}`, 'mfe-oauth');
    copyAppSource(findApp('mfe-oauth'), copy);
    replaceInFile(copy, 'src/exposed/oauth-config-page.tsx', 'export', 'export export');
    try {
      await cli('deploy', 'mfe-oauth', '--from', fakeBuild('oauth'), '--version', '1.0.0');
      const before = readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');
      // Past the typecheck and tests, which would refuse this copy first (deploy-checks.test.mjs).
      const result = await cli(
        'deploy',
        'mfe-oauth',
        '--source',
        copy,
        '--version',
        '1.0.1',
        '--skip-checks',
      );
      assert.notEqual(result.code, 0);
      assert.match(result.stderr, /Deploy failed, the live version is unchanged: the build failed/);
      assert.match(result.stderr, /oauth-config-page\.tsx/);
      assert.equal(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'), before);
      assert.equal(readJson('mfe-oauth/releases.json').live, '1.0.0');
      assert.deepEqual(versionFolders(deployDir, 'mfe-oauth'), ['1.0.0']);
    } finally {
      rmSync(path.dirname(copy), { recursive: true, force: true });
    }
  });
});

describe('prune', () => {
  const versions = ['2.0.0+a', '2.0.0+b', '2.0.0+c', '2.0.0+d', '2.0.0+e'];
  const usersReleases = () => readJson('mfe-users/releases.json');

  before(async () => {
    for (const version of versions) {
      const result = await cli(
        'deploy',
        'mfe-users',
        '--from',
        fakeBuild(version),
        '--version',
        version,
      );
      assert.equal(result.code, 0, result.stderr);
    }
    // 2.0.0+e is rolled back from: no longer live, but it may still be open in a browser.
    assert.equal((await cli('rollback', 'mfe-users')).code, 0);
    // Everything else happened two days ago.
    const state = usersReleases();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    for (const release of state.releases.slice(0, -1)) {
      release.deployedAt = twoDaysAgo;
      if (release.retiredAt) release.retiredAt = twoDaysAgo;
    }
    writeFileSync(path.join(deployDir, 'mfe-users/releases.json'), JSON.stringify(state));
  });

  test('refuses to keep no version to roll back to, and changes nothing', async () => {
    const result = await cli('prune', 'mfe-users', '--keep', '0');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /Prune failed: --keep must be a whole number of at least 1/);
    assert.equal(versionFolders(deployDir, 'mfe-users').length, versions.length);
  });

  test('removes old versions, keeping the live one, those a rollback reaches and the recent ones', async () => {
    const result = await cli('prune', 'mfe-users', '--keep', '1');
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout.trim(),
      'mfe-users: removed 2.0.0+a, 2.0.0+b; kept 2.0.0+e (published or live in the last 24 hours), ' +
        '2.0.0+d (live), 2.0.0+c (a rollback reaches it)',
    );
    assert.deepEqual(versionFolders(deployDir, 'mfe-users').sort(), [
      '2.0.0+c',
      '2.0.0+d',
      '2.0.0+e',
    ]);
    assert.equal(readJson('remotes.json').mfe_users.version, '2.0.0+d');
    assert.equal(usersReleases().live, '2.0.0+d');

    assert.equal((await cli('rollback', 'mfe-users')).code, 0);
    assert.equal(readJson('remotes.json').mfe_users.version, '2.0.0+c');
    const beyond = await cli('rollback', 'mfe-users');
    assert.notEqual(beyond.code, 0);
    assert.match(
      beyond.stderr,
      /no version was live before 2\.0\.0\+c \(also live at some point: 2\.0\.0\+d, 2\.0\.0\+e\)/,
    );
  });

  test('a version rolled back from just now stays, and a second prune finds nothing else', async () => {
    const result = await cli('prune', 'mfe-users');
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout.trim(),
      'mfe-users: nothing to remove; kept 2.0.0+e (published or live in the last 24 hours), ' +
        '2.0.0+d (published or live in the last 24 hours), 2.0.0+c (live)',
    );
  });
});
