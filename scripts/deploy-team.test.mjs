// One deploy target shared by a team's clones (DEPLOY_TARGET), and what wins over it.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from './apps.mjs';
import { deployScript, fakeRemoteBuild, readJson, useScratch } from './deploy/testing.mjs';

const scratch = useScratch('bizcard-deploy-team');

describe('a deploy target shared by a team', () => {
  /** A second clone: the scripts and the shell's default remotes.json, nothing deployed. */
  function secondClone() {
    const clone = scratch.folder('second-clone');
    cpSync(path.join(ROOT, 'scripts'), path.join(clone, 'scripts'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}node_modules`),
    });
    cpSync(path.join(ROOT, 'shell', 'public'), path.join(clone, 'shell', 'public'), {
      recursive: true,
    });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'));
    mkdirSync(path.join(clone, 'mfe-users'));
    return clone;
  }

  test("a deploy to DEPLOY_TARGET is live in a colleague's clone, and its promote is seen back", async () => {
    const shared = scratch.at('shared-mount', 'bizcard');
    const env = { DEPLOY_TARGET: shared };
    for (const version of ['4.0.0', '4.1.0']) {
      const build = fakeRemoteBuild(scratch.folder(`shared-${version}`));
      const result = await deployScript(
        { env },
        'deploy',
        'mfe-users',
        '--from',
        build,
        '--version',
        version,
      );
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, new RegExp(`is live \\(shared target ${shared}\\)`));
    }
    const clone = secondClone();
    const alone = await deployScript({ root: clone }, 'list');
    assert.match(alone.stdout, /^mfe-users +not deployed/m);

    const seen = await deployScript({ root: clone, env }, 'list');
    assert.match(seen.stdout, /^mfe-users +4\.1\.0 +\S+ \S+ +4\.0\.0$/m);
    const promoted = await deployScript(
      { root: clone, cwd: path.join(clone, 'mfe-users'), env },
      'promote',
      'mfe-users',
      '4.0.0',
    );
    assert.equal(promoted.code, 0, promoted.stderr);

    const back = await deployScript({ env }, 'list');
    assert.match(back.stdout, /^mfe-users +4\.0\.0 /m);
    assert.equal(readJson(shared, 'remotes.json').mfe_users.version, '4.0.0');
    const log = readJson(shared, 'mfe-users/releases.json').log;
    assert.deepEqual(
      log.map(({ action, version }) => `${action} ${version}`),
      ['deploy 4.0.0', 'deploy 4.1.0', 'promote 4.0.0'],
    );
  });

  test('a DEPLOY_DIR set for one command wins over the team target, which stays untouched', async () => {
    const shared = scratch.at('untouched-shared');
    const own = scratch.at('own-folder');
    const build = fakeRemoteBuild(scratch.folder('own-build'));
    const result = await deployScript(
      { env: { DEPLOY_TARGET: shared, DEPLOY_DIR: own } },
      'deploy',
      'mfe-users',
      '--from',
      build,
      '--version',
      '5.0.0',
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(readJson(own, 'mfe-users/releases.json').live, '5.0.0');
    assert.equal(existsSync(shared), false);
  });

  test('an address that is not a folder is refused with what to do instead', async () => {
    const result = await deployScript(
      { env: { DEPLOY_TARGET: 'ssh://deploy@static.example/bizcard' } },
      'list',
    );
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /only a folder is supported; mount the host's folder/);
  });
});
