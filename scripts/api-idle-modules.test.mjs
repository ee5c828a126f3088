// What an idle API has loaded (decision 064): the built server, started as npm start starts it,
// answers its health check and a card page without loading the libraries only a few requests
// need (wallet passes, SAML, PDFs, spreadsheets, images), on PostgreSQL (nor PGlite there) and
// on a new PGlite data directory.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { apiStartArgs } from './api-process.mjs';
import { ROOT } from './apps.mjs';
import { seededCardPath } from './bench/card-fixture.mjs';
import { buildApi } from './build-api.mjs';
import { freePort } from './lib/free-port.mjs';

// Loaded on first use only: a module under any of these in node_modules fails the test
// (node-saml's error classes, lib/types.js, load at start: its SAML class must not; jose is
// not listed: openid-client, loaded at start, imports its JWE decryption).
const ON_FIRST_USE = [
  'passkit-generator/',
  'node-forge/',
  '@node-saml/node-saml/lib/saml.js',
  'xml-crypto/',
  'xml-encryption/',
  'pdfkit/',
  'exceljs/',
  'sharp/',
  'qrcode/',
];
const PGLITE = '@electric-sql/pglite/';

// Its own build folder under api/ (data/, which git ignores), as scripts/api-build.test.mjs.
const DIST_NAME = `data/idle-modules-test-${process.pid}`;
const dist = join(ROOT, 'api', DIST_NAME);
const dir = mkdtempSync(join(tmpdir(), 'bizcard-idle-modules-'));

// Every module the API loads, as node's ESM loader and its CommonJS cache see them, listed
// in a file when it exits.
const HOOKS = `import { appendFileSync } from 'node:fs';
let file;
export async function initialize(data) { file = data.file; }
export async function load(url, context, next) { appendFileSync(file, url + '\\n'); return next(url, context); }`;
const PROBE = `import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
const file = process.env.LOADED_MODULES_FILE;
register(new URL('./hooks.mjs', import.meta.url), { data: { file } });
const require = createRequire(import.meta.url);
process.on('exit', () => appendFileSync(file, Object.keys(require.cache).join('\\n') + '\\n'));`;

before(async () => {
  writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
  writeFileSync(join(dir, 'probe.mjs'), PROBE);
  await buildApi(dist);
});
after(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not start:\n${child.output}`);
}

/** The modules the built API loaded by the time it had served a card page, idle. */
async function modulesAtIdle(name, env, startTimeoutMs) {
  const listFile = join(dir, `${name}.txt`);
  const port = await freePort();
  const probe = pathToFileURL(join(dir, 'probe.mjs')).href;
  const child = spawn(process.execPath, ['--import', probe, ...apiStartArgs(DIST_NAME)], {
    cwd: join(ROOT, 'api'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      OUTBOX_DIR: join(dir, `${name}-outbox`),
      LOADED_MODULES_FILE: listFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, startTimeoutMs);
    const card = await fetch(`${base}${await seededCardPath(base)}`);
    assert.equal(card.status, 200);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  assert.ok(existsSync(listFile), child.output);
  return readFileSync(listFile, 'utf8').split('\n').filter(Boolean);
}

const packagesIn = (modules, names) =>
  names.filter((name) => modules.some((module) => module.includes(`/node_modules/${name}`)));

test('an idle API on PostgreSQL has loaded neither PGlite nor the libraries of rare requests', {
  skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set',
  timeout: 120_000,
}, async () => {
  const server = process.env.TEST_DATABASE_URL;
  const database = `bizcard_idle_modules_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${database}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${database}`;
    const modules = await modulesAtIdle('postgres', { DATABASE_URL: url.href }, 60_000);
    assert.ok(packagesIn(modules, ['fastify/', 'pg/']).length === 2, 'the list holds the API');
    assert.deepEqual(packagesIn(modules, [...ON_FIRST_USE, PGLITE]), []);
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS "bizcard_${database}_app"`);
  }
});

test('an API making its PGlite data directory loads no library of rare requests', {
  timeout: 300_000,
}, async () => {
  const dataDir = join(dir, 'pglite');
  const modules = await modulesAtIdle('pglite', { DATA_DIR: dataDir }, 240_000);
  assert.ok(existsSync(join(dataDir, 'PG_VERSION')));
  assert.deepEqual(packagesIn(modules, [PGLITE]), [PGLITE], 'the API runs on PGlite');
  assert.deepEqual(packagesIn(modules, ON_FIRST_USE), []);
});
