// The API runs as built JavaScript (scripts/build-api.mjs, decision 046): the build starts on
// the embedded database as npm start starts it, maps its stack traces to the .ts sources,
// and is rebuilt once a source is newer.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { apiStartArgs } from './api-process.mjs';
import { ROOT } from './apps.mjs';
import { apiBuildNeed, buildApi } from './build-api.mjs';
import { freePort } from './lib/free-port.mjs';

// A folder of its own, leaving api/dist to a running npm start: under api/ (so node_modules
// and api/package.json's "type" resolve as from api/dist), in a data/ folder that git and
// biome ignore even if a killed run leaves it behind.
const DIST_NAME = `data/build-test-${process.pid}`;
const dist = join(ROOT, 'api', DIST_NAME);
const dataDir = mkdtempSync(join(tmpdir(), 'bizcard-api-build-'));

before(() => buildApi(dist));
after(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The built server started as npm start starts it (scripts/api-process.mjs), in api/. */
function startBuiltApi(env) {
  const child = spawn(process.execPath, apiStartArgs(DIST_NAME), {
    cwd: join(ROOT, 'api'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  const keep = (chunk) => {
    child.output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  return child;
}

async function healthStatus(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status) return status;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return 0;
}

test('the built API starts without tsx on a fresh embedded database and answers its health check', {
  timeout: 200_000,
}, async () => {
  assert.ok(!apiStartArgs().includes('tsx'), `npm start runs: node ${apiStartArgs().join(' ')}`);
  const port = await freePort();
  const api = startBuiltApi({
    PORT: String(port),
    DATA_DIR: join(dataDir, 'pglite'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
  });
  try {
    // Its first start runs every migration, the SQL files and the built .js step, and seeds.
    const status = await healthStatus(port, api, 180_000);
    assert.equal(status, 200, api.output);
  } finally {
    api.kill('SIGTERM');
    await api.exited;
  }
});

test("a thrown error's stack trace names the TypeScript file and line it came from", async () => {
  // An unreadable DATABASE_URL throws inside open-database.ts, before any connection.
  const api = startBuiltApi({ DATABASE_URL: 'http://[::1', PORT: String(await freePort()) });
  const code = await api.exited;
  assert.equal(code, 1, api.output);
  assert.match(api.output, /at openDatabase \(.*api\/src\/db\/open-database\.ts:\d+:\d+\)/);
  assert.ok(existsSync(join(dist, 'server.js.map')));
});

test('the build is missing without its folder, current when newer than every source, stale once one is newer', () => {
  assert.equal(apiBuildNeed(join(ROOT, 'api', `${DIST_NAME}-none`)), 'missing');
  // Its stamp's time is what counts (sources may change while this runs, in a shared tree).
  const stamp = join(dist, '.build-stamp');
  const tomorrow = new Date(Date.now() + 86_400_000);
  utimesSync(stamp, tomorrow, tomorrow);
  assert.equal(apiBuildNeed(dist), undefined);
  const longAgo = new Date('2020-01-01');
  utimesSync(stamp, longAgo, longAgo);
  assert.equal(apiBuildNeed(dist), 'stale');
});
