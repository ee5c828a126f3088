// Labels and paths of `deploy --from`, the shared check that runs before a build, and the
// messages a rollback and the deployments list give. Each test has a deploy target of its own.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { appDir, findApp } from './apps.mjs';
import { deploymentRows } from './deploy/list.mjs';
import { withDeployed } from './deploy/releases.mjs';
import { deployScript, fakeRemoteBuild, readJson, useScratch } from './deploy/testing.mjs';

const scratch = useScratch('bizcard-deploy-labels');

describe('labels and paths of deploy --from', () => {
  test("a build made elsewhere is labelled with its own commit, not the repository's HEAD", async () => {
    const deployDir = scratch.folder('label-target');
    const build = fakeRemoteBuild(scratch.folder('label-build'), {
      packageVersion: '0.1.0',
      version: '0.1.0-dev',
      commit: 'f00dbab',
      dirty: false,
    });
    const result = await deployScript(
      { env: { DEPLOY_DIR: deployDir } },
      'deploy',
      'mfe-oauth',
      '--from',
      build,
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^mfe-oauth 0\.1\.0\+f00dbab is live/m);
    assert.equal(readJson(deployDir, 'mfe-oauth/releases.json').live, '0.1.0+f00dbab');
  });

  test('a build deployed before keeps the version it was deployed as', async () => {
    const deployDir = scratch.folder('relabel-target');
    const build = fakeRemoteBuild(scratch.folder('relabel-build'), {
      packageVersion: '0.1.0',
      version: '0.1.0+c0ffee1',
      commit: 'c0ffee1',
    });
    const result = await deployScript(
      { env: { DEPLOY_DIR: deployDir } },
      'deploy',
      'mfe-oauth',
      '--from',
      build,
    );
    assert.match(result.stdout, /^mfe-oauth 0\.1\.0\+c0ffee1 is live/m, result.stderr);
  });

  test('a relative --from is taken from where the command was typed, not the app folder', async () => {
    const deployDir = scratch.folder('relative-target');
    const typedIn = scratch.folder('typed-in');
    fakeRemoteBuild(path.join(typedIn, 'artifact'));
    const result = await deployScript(
      { env: { DEPLOY_DIR: deployDir }, cwd: appDir(findApp('mfe-oauth')), initCwd: typedIn },
      'deploy',
      'mfe-oauth',
      '--from',
      'artifact',
      '--version',
      '1.0.0',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      readFileSync(path.join(deployDir, 'mfe-oauth', '1.0.0', 'remoteEntry.js'), 'utf8'),
      `var built = ${JSON.stringify(path.join(typedIn, 'artifact'))};`,
    );
  });
});

/**
 * A --import hook making the shared-compatibility check refuse, whatever the repository holds:
 * the module's other exports stay the real ones.
 */
const REFUSING_SHARED_CHECK = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!resolved.url.endsWith('/scripts/shared-compat.mjs') || context.parentURL?.startsWith('data:')) return resolved;
  const source = 'export * from ' + JSON.stringify(resolved.url) + ';' +
    'export const sharedCompatibilityProblems = async () => ["mfe-oauth asks for @bizcard/shared ^9.0.0"];';
  return { url: 'data:text/javascript,' + encodeURIComponent(source), shortCircuit: true };
}\`));
`)}`;

describe('the shared check', () => {
  test('runs before the build: a refused deploy does not build first', async () => {
    const deployDir = scratch.folder('check-first-target');
    const empty = scratch.folder('not-an-app');
    const result = await deployScript(
      { env: { DEPLOY_DIR: deployDir }, nodeOptions: ['--import', REFUSING_SHARED_CHECK] },
      'deploy',
      'mfe-oauth',
      '--source',
      empty,
      '--version',
      '1.0.0',
    );
    assert.notEqual(result.code, 0);
    assert.match(
      result.stderr,
      /Deploy failed, the live version is unchanged: shared compatibility check failed:\n {2}mfe-oauth asks for @bizcard\/shared \^9\.0\.0/,
    );
    assert.doesNotMatch(result.stdout, /Building/);
    assert.doesNotMatch(result.stderr, /the build failed/);
  });
});

describe('messages', () => {
  test('a rollback of an app deployed once says it is the only version ever live', async () => {
    const env = { DEPLOY_DIR: scratch.folder('once-target') };
    await deployScript(
      { env },
      'deploy',
      'mfe-users',
      '--from',
      fakeRemoteBuild(scratch.folder('once')),
      '--version',
      '1.0.0',
    );
    const result = await deployScript({ env }, 'rollback', 'mfe-users');
    assert.notEqual(result.code, 0);
    assert.match(
      result.stderr,
      /1\.0\.0 is the only version that was ever live: nothing to roll back to/,
    );
  });

  test('deployments shows when the live version went live again after a rollback, not its first deploy', () => {
    const first = withDeployed(
      { live: undefined, liveHistory: [], releases: [], log: [] },
      '1.0.0',
      new Date('2026-01-01T10:00:00.000Z'),
    );
    const second = withDeployed(first, '2.0.0', new Date('2026-01-02T10:00:00.000Z'));
    const rolledBack = {
      ...second,
      live: '1.0.0',
      liveHistory: ['1.0.0'],
      switchedAt: '2026-01-03T10:00:00.000Z',
    };
    const target = {
      readJson: (file) => (file === 'mfe-users/releases.json' ? rolledBack : undefined),
    };
    const row = deploymentRows(target).find(([app]) => app === 'mfe-users');
    assert.deepEqual(row, ['mfe-users', '1.0.0', '2026-01-03 10:00:00Z', '2.0.0']);
  });
});
