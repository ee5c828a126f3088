// What a team does with deploys beyond deploy and rollback: promote a published version, run a
// canary and finish it, share one deploy target between clones, and read labels and messages
// that say what happened. Each test has a deploy target of its own.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { appDir, findApp, ROOT } from './apps.mjs';
import { deploymentRows } from './deploy/list.mjs';
import { withCanary, withDeployed } from './deploy/releases.mjs';

const run = promisify(execFile);

let scratch;
before(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'bizcard-deploy-team-'));
});
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh folder under the test's scratch folder. */
const folder = (name) => {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/**
 * Runs a deploy script from `root` (a repository or a clone of one) the way npm runs a
 * workspace script: in the app's folder, with INIT_CWD where the command was typed.
 */
async function cli({ env, root = ROOT, cwd = root, initCwd = cwd }, name, ...args) {
  const script = path.join(root, 'scripts', 'deploy', `${name}.mjs`);
  const fullEnv = {
    ...process.env,
    DEPLOY_DIR: '',
    DEPLOY_TARGET: '',
    PUBLIC_APP_URL: '',
    INIT_CWD: initCwd,
    ...env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: fullEnv,
      cwd,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** A small stand-in for a remote's build; `info` becomes its build-info.json. */
function fakeBuild(dir, info) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var built = ${JSON.stringify(dir)};`);
  if (info) writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify(info));
  return dir;
}

const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('labels and paths of deploy --from', () => {
  test("a build made elsewhere is labelled with its own commit, not the repository's HEAD", async () => {
    const deployDir = folder('label-target');
    const build = fakeBuild(folder('label-build'), {
      packageVersion: '0.1.0',
      version: '0.1.0-dev',
      commit: 'f00dbab',
      dirty: false,
    });
    const result = await cli(
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
    const deployDir = folder('relabel-target');
    const build = fakeBuild(folder('relabel-build'), {
      packageVersion: '0.1.0',
      version: '0.1.0+c0ffee1',
      commit: 'c0ffee1',
    });
    const result = await cli(
      { env: { DEPLOY_DIR: deployDir } },
      'deploy',
      'mfe-oauth',
      '--from',
      build,
    );
    assert.match(result.stdout, /^mfe-oauth 0\.1\.0\+c0ffee1 is live/m, result.stderr);
  });

  test('a relative --from is taken from where the command was typed, not the app folder', async () => {
    const deployDir = folder('relative-target');
    const typedIn = folder('typed-in');
    fakeBuild(path.join(typedIn, 'artifact'));
    const result = await cli(
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
    const deployDir = folder('check-first-target');
    const empty = folder('not-an-app');
    const script = path.join(ROOT, 'scripts', 'deploy', 'deploy.mjs');
    const result = await run(
      process.execPath,
      [
        '--import',
        REFUSING_SHARED_CHECK,
        script,
        'mfe-oauth',
        '--source',
        empty,
        '--version',
        '1.0.0',
      ],
      { env: { ...process.env, DEPLOY_DIR: deployDir, DEPLOY_TARGET: '' } },
    ).catch((error) => error);
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
    const env = { DEPLOY_DIR: folder('once-target') };
    await cli(
      { env },
      'deploy',
      'mfe-users',
      '--from',
      fakeBuild(folder('once')),
      '--version',
      '1.0.0',
    );
    const result = await cli({ env }, 'rollback', 'mfe-users');
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

describe('promote', () => {
  const env = () => ({ DEPLOY_DIR: path.join(scratch, 'promote-target') });

  before(async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const build = fakeBuild(folder(`promote-${version}`));
      const result = await cli(
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
    const result = await cli({ env: env() }, 'promote', 'mfe-tenants', '1.0.0');
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
    assert.equal((await cli({ env: env() }, 'rollback', 'mfe-tenants')).code, 0);
    assert.equal(readJson(root, 'remotes.json').mfe_tenants.version, '1.2.0');
  });

  test('refuses a version never published, naming those that are, and the live one', async () => {
    const unknown = await cli({ env: env() }, 'promote', 'mfe-tenants', '9.9.9');
    assert.notEqual(unknown.code, 0);
    assert.match(
      unknown.stderr,
      /Promote failed, the live version is unchanged: 9\.9\.9 is not published \(published: 1\.2\.0, 1\.1\.0, 1\.0\.0\)/,
    );
    const live = await cli({ env: env() }, 'promote', 'mfe-tenants', '1.2.0');
    assert.match(live.stderr, /1\.2\.0 is already live/);
  });
});

describe('canary', () => {
  const env = () => ({ DEPLOY_DIR: path.join(scratch, 'canary-target') });
  const root = () => env().DEPLOY_DIR;
  const oauthEntry = () => readJson(root(), 'remotes.json').mfe_oauth;
  const deploy = (version, ...args) =>
    cli(
      { env: env() },
      'deploy',
      'mfe-oauth',
      '--from',
      fakeBuild(folder(`canary-${version}`)),
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
    const { stdout } = await cli({ env: env() }, 'list');
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
    const result = await cli({ env: env() }, 'deploy', 'mfe-oauth', '--promote');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /mfe-oauth 3\.1\.0 is live for everyone \(canary promoted\)/);
    assert.equal(oauthEntry().version, '3.1.0');
    assert.equal(oauthEntry().canary, undefined);
  });

  test('--abort sends every session to the live version again and keeps the candidate published', async () => {
    assert.equal((await deploy('3.2.0', '--canary', '50')).code, 0);
    const result = await cli({ env: env() }, 'deploy', 'mfe-oauth', '--abort');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /canary 3\.2\.0 aborted: every session gets 3\.1\.0 again/);
    assert.equal(oauthEntry().canary, undefined);
    assert.deepEqual(oauthEntry().versions, ['3.2.0', '3.1.0', '3.0.0']);
    const log = readJson(root(), 'mfe-oauth/releases.json').log.map((entry) => entry.action);
    assert.deepEqual(log, ['deploy', 'canary', 'canary promoted', 'canary', 'canary aborted']);
    const again = await cli({ env: env() }, 'deploy', 'mfe-oauth', '--abort');
    assert.match(again.stderr, /no canary runs \(3\.1\.0 is live\)/);
  });

  test('a share outside 0-100 is refused', () => {
    const state = withDeployed({ live: undefined, liveHistory: [], releases: [], log: [] }, '1');
    assert.throws(() => withCanary(state, '2', 120), /from 0 to 100/);
  });
});

describe('a deploy target shared by a team', () => {
  /** A second clone: the scripts and the shell's default remotes.json, nothing deployed. */
  function secondClone() {
    const clone = folder('second-clone');
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
    const shared = path.join(scratch, 'shared-mount', 'bizcard');
    const env = { DEPLOY_TARGET: shared };
    for (const version of ['4.0.0', '4.1.0']) {
      const build = fakeBuild(folder(`shared-${version}`));
      const result = await cli(
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
    const alone = await cli({ root: clone }, 'list');
    assert.match(alone.stdout, /^mfe-users +not deployed/m);

    const seen = await cli({ root: clone, env }, 'list');
    assert.match(seen.stdout, /^mfe-users +4\.1\.0 +\S+ \S+ +4\.0\.0$/m);
    const promoted = await cli(
      { root: clone, cwd: path.join(clone, 'mfe-users'), env },
      'promote',
      'mfe-users',
      '4.0.0',
    );
    assert.equal(promoted.code, 0, promoted.stderr);

    const back = await cli({ env }, 'list');
    assert.match(back.stdout, /^mfe-users +4\.0\.0 /m);
    assert.equal(readJson(shared, 'remotes.json').mfe_users.version, '4.0.0');
    const log = readJson(shared, 'mfe-users/releases.json').log;
    assert.deepEqual(
      log.map(({ action, version }) => `${action} ${version}`),
      ['deploy 4.0.0', 'deploy 4.1.0', 'promote 4.0.0'],
    );
  });

  test('a DEPLOY_DIR set for one command wins over the team target, which stays untouched', async () => {
    const shared = path.join(scratch, 'untouched-shared');
    const own = path.join(scratch, 'own-folder');
    const build = fakeBuild(folder('own-build'));
    const result = await cli(
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
    const result = await cli(
      { env: { DEPLOY_TARGET: 'ssh://deploy@static.example/bizcard' } },
      'list',
    );
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /only a folder is supported; mount the host's folder/);
  });
});
