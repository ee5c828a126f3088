// Promote a published version, and run a canary and finish it. Each describe has a deploy
// target of its own.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { withCanary, withDeployed } from './deploy/releases.mjs';
import { deployScript, fakeRemoteBuild, readJson, useScratch } from './deploy/testing.mjs';

const scratch = useScratch('bizcard-deploy-promote');

describe('promote', () => {
  const env = () => ({ DEPLOY_DIR: scratch.at('promote-target') });

  before(async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const build = fakeRemoteBuild(scratch.folder(`promote-${version}`));
      const result = await deployScript(
        { env: env() },
        'deploy',
        'mfe-tenants',
        '--from',
        build,
        '--version',
        version,
      );
      assert.equal(result.code, 0, result.stderr);
    }
  });

  test('makes a published version live again at once, and a rollback then returns from it', async () => {
    const result = await deployScript({ env: env() }, 'promote', 'mfe-tenants', '1.0.0');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^mfe-tenants 1\.0\.0 is live \(.*\); was 1\.2\.0$/m);
    const root = env().DEPLOY_DIR;
    assert.equal(readJson(root, 'remotes.json').mfe_tenants.version, '1.0.0');
    const releases = readJson(root, 'mfe-tenants/releases.json');
    assert.equal(releases.live, '1.0.0');
    assert.deepEqual(
      releases.log.map(({ action, version }) => `${action} ${version}`),
      ['deploy 1.0.0', 'deploy 1.1.0', 'deploy 1.2.0', 'promote 1.0.0'],
    );
    assert.match(releases.log.at(-1).by, /.+@.+/);
    assert.equal((await deployScript({ env: env() }, 'rollback', 'mfe-tenants')).code, 0);
    assert.equal(readJson(root, 'remotes.json').mfe_tenants.version, '1.2.0');
  });

  test('refuses a version never published, naming those that are, and the live one', async () => {
    const unknown = await deployScript({ env: env() }, 'promote', 'mfe-tenants', '9.9.9');
    assert.notEqual(unknown.code, 0);
    assert.match(
      unknown.stderr,
      /Promote failed, the live version is unchanged: 9\.9\.9 is not published \(published: 1\.2\.0, 1\.1\.0, 1\.0\.0\)/,
    );
    const live = await deployScript({ env: env() }, 'promote', 'mfe-tenants', '1.2.0');
    assert.match(live.stderr, /1\.2\.0 is already live/);
  });
});

describe('canary', () => {
  const env = () => ({ DEPLOY_DIR: scratch.at('canary-target') });
  const root = () => env().DEPLOY_DIR;
  const oauthEntry = () => readJson(root(), 'remotes.json').mfe_oauth;
  const deploy = (version, ...args) =>
    deployScript(
      { env: env() },
      'deploy',
      'mfe-oauth',
      '--from',
      fakeRemoteBuild(scratch.folder(`canary-${version}`)),
      '--version',
      version,
      ...args,
    );

  test('a canary is refused while nothing is live', async () => {
    const result = await deploy('0.9.0', '--canary', '10');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /a canary needs a live version/);
  });

  test('--canary 10 publishes the candidate for a tenth of new sessions, the live version unchanged', async () => {
    assert.equal((await deploy('3.0.0')).code, 0);
    const result = await deploy('3.1.0', '--canary', '10');
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      /mfe-oauth 3\.1\.0 is the canary for 10% of new sessions; 3\.0\.0 stays live/,
    );
    assert.deepEqual(oauthEntry(), {
      url: 'http://localhost:8084/3.0.0/mf-manifest.json',
      version: '3.0.0',
      versions: ['3.1.0', '3.0.0'],
      canary: {
        version: '3.1.0',
        url: 'http://localhost:8084/3.1.0/mf-manifest.json',
        percent: 10,
      },
    });
    const { stdout } = await deployScript({ env: env() }, 'list');
    assert.match(stdout, /^mfe-oauth +3\.0\.0 \(canary 3\.1\.0 for 10%\)/m);
    // A preview link per published version of each remote: this browser only.
    assert.match(
      stdout,
      /^ {2}mfe-oauth 3\.1\.0 {2}http:\/\/localhost:8080\/\?remote:mfe-oauth=3\.1\.0$/m,
    );
    assert.match(
      stdout,
      /^ {2}mfe-oauth 3\.0\.0 {2}http:\/\/localhost:8080\/\?remote:mfe-oauth=3\.0\.0$/m,
    );
  });

  test('--promote makes the candidate live for everyone, in one command', async () => {
    const result = await deployScript({ env: env() }, 'deploy', 'mfe-oauth', '--promote');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /mfe-oauth 3\.1\.0 is live for everyone \(canary promoted\)/);
    assert.equal(oauthEntry().version, '3.1.0');
    assert.equal(oauthEntry().canary, undefined);
  });

  test('--abort sends every session to the live version again and keeps the candidate published', async () => {
    assert.equal((await deploy('3.2.0', '--canary', '50')).code, 0);
    const result = await deployScript({ env: env() }, 'deploy', 'mfe-oauth', '--abort');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /canary 3\.2\.0 aborted: every session gets 3\.1\.0 again/);
    assert.equal(oauthEntry().canary, undefined);
    assert.deepEqual(oauthEntry().versions, ['3.2.0', '3.1.0', '3.0.0']);
    const log = readJson(root(), 'mfe-oauth/releases.json').log.map((entry) => entry.action);
    assert.deepEqual(log, ['deploy', 'canary', 'canary promoted', 'canary', 'canary aborted']);
    const again = await deployScript({ env: env() }, 'deploy', 'mfe-oauth', '--abort');
    assert.match(again.stderr, /no canary runs \(3\.1\.0 is live\)/);
  });

  test('a share outside 0-100 is refused', () => {
    const state = withDeployed({ live: undefined, liveHistory: [], releases: [], log: [] }, '1');
    assert.throws(() => withCanary(state, '2', 120), /from 0 to 100/);
  });
});
