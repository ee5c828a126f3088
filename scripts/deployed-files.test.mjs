// The app servers in deploy mode: the live version at `/`, every version at `/<version>/`,
// an older shell's hashed chunks still found, remotes.json from the deploy folder, and a
// rollback seen at the next request without a restart.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { closeServer, serveApp } from './app-server/server.mjs';
import { findApp } from './apps.mjs';
import { deployApp } from './deploy/deploy-app.mjs';
import { folderTarget } from './deploy/folder-target.mjs';
import { withRolledBack } from './deploy/releases.mjs';
import { switchLive } from './deploy/switch-live.mjs';
import { precompressFolder } from './precompress.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEV_USERS = 'http://localhost:8082/mf-manifest.json';
const big = (label) => `export const label = ${JSON.stringify(label)};\n`.repeat(80);

const root = mkdtempSync(path.join(tmpdir(), 'deployed-files-'));
const target = folderTarget(path.join(root, 'deploy'));
const servers = [];

/** Publishes a small build of `app` made of `files` as `version`. */
async function deploy(app, version, files) {
  const dir = path.join(root, 'builds', app, version);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  await precompressFolder(dir);
  await deployApp({ app: findApp(app), from: dir, version, target, log: () => {} });
}

async function serve(app, deployed) {
  for (let port = 4600; port < 4700; port++) {
    try {
      const dir = path.join(root, 'no-dist');
      const server = await serveApp({ dir, port, apiUrl: 'http://127.0.0.1:9', deployed });
      servers.push(server);
      return (pathname, headers) => fetch(`http://127.0.0.1:${port}${pathname}`, { headers });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port for ${app}`);
}

describe('app servers serving a deploy folder', () => {
  let shell;
  let tenants;

  before(async () => {
    await deploy('shell', '1.0.0', {
      'index.html': 'shell one',
      'main.js': 'one',
      '111.aaaaaaaa.js': big('one'),
    });
    await deploy('shell', '1.1.0', {
      'index.html': 'shell two',
      'main.js': 'two',
      '222.bbbbbbbb.js': big('two'),
      'login/index.html': 'painted sign-in',
    });
    await deploy('mfe-tenants', '1.0.0', {
      'mf-manifest.json': '{"v":1}',
      'remoteEntry.js': big('tenants one'),
    });
    await deploy('mfe-tenants', '2.0.0', {
      'mf-manifest.json': '{"v":2}',
      'remoteEntry.js': big('tenants two'),
    });
    shell = await serve('shell', {
      appDeployDir: path.join(target.root, 'shell'),
      remotesFile: path.join(target.root, 'remotes.json'),
      devRemotes: { mfe_users: DEV_USERS },
    });
    tenants = await serve('mfe-tenants', { appDeployDir: path.join(target.root, 'mfe-tenants') });
  });
  after(async () => {
    await Promise.all(servers.map(closeServer));
    rmSync(root, { recursive: true, force: true });
  });

  test("the shell's port serves its live version, client routes included", async () => {
    for (const pathname of ['/', '/tenants/users']) {
      const response = await shell(pathname, { accept: 'text/html' });
      assert.equal(response.status, 200, pathname);
      assert.equal(await response.text(), 'shell two', pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
    assert.equal(await (await shell('/main.js')).text(), 'two');
  });

  test('a page written at build time for one address is sent for that address', async () => {
    const response = await shell('/login', { accept: 'text/html' });
    assert.equal(await response.text(), 'painted sign-in');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  test('a page of the previous shell still gets its hashed chunks, cached for good', async () => {
    const response = await shell('/111.aaaaaaaa.js');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), IMMUTABLE);
    assert.equal(await response.text(), big('one'));
    assert.equal((await shell('/333.cccccccc.js')).status, 404);
  });

  test('remotes.json comes from the deploy folder, uncached, with remotes under development pointed at their dev server', async () => {
    const response = await shell('/remotes.json');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const remotes = await response.json();
    assert.deepEqual(remotes.mfe_tenants, {
      url: 'http://localhost:8081/2.0.0/mf-manifest.json',
      version: '2.0.0',
      versions: ['2.0.0', '1.0.0'],
    });
    assert.equal(remotes.mfe_users, DEV_USERS);
  });

  test("the shell's policy lets the page reach a remote's dev server live-reload socket only for remotes under development", async () => {
    const policy = (await shell('/', { accept: 'text/html' })).headers.get(
      'content-security-policy',
    );
    const connectSrc = policy.split(';').find((directive) => directive.startsWith('connect-src'));
    assert.match(connectSrc, / ws:\/\/localhost:8082(?: |$)/);
    assert.doesNotMatch(connectSrc, /ws:\/\/localhost:8081/);
    const remotePolicy = (await tenants('/mf-manifest.json')).headers.get(
      'content-security-policy',
    );
    assert.doesNotMatch(remotePolicy, /ws:/);
  });

  test("a remote's port serves every version at its own path, compressed as built", async () => {
    const old = await tenants('/1.0.0/remoteEntry.js', { 'accept-encoding': 'br' });
    assert.equal(old.headers.get('content-encoding'), 'br');
    assert.equal(old.headers.get('access-control-allow-origin'), '*');
    // fetch decodes the brotli body it asked for.
    assert.equal(await old.text(), big('tenants one'));
    assert.equal(await (await tenants('/2.0.0/mf-manifest.json')).text(), '{"v":2}');
    assert.equal(await (await tenants('/mf-manifest.json')).text(), '{"v":2}');
  });

  test('the deploy bookkeeping and unknown versions are not served', async () => {
    for (const pathname of [
      '/releases.json',
      '/9.9.9/mf-manifest.json',
      '/1.0.0/../releases.json',
    ]) {
      assert.equal((await tenants(pathname)).status, 404, pathname);
    }
  });

  test('after a rollback the next request gets the previous version, without a restart', async () => {
    switchLive(target, findApp('mfe-tenants'), withRolledBack);
    assert.equal(await (await tenants('/mf-manifest.json')).text(), '{"v":1}');
    const remotes = await (await shell('/remotes.json')).json();
    assert.equal(remotes.mfe_tenants.version, '1.0.0');
  });
});
