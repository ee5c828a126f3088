// Figures of the tenant users API (issue 4): the list call at 10,000 users, the 10,000-row CSV
// upload, re-upload and export (the 100,000-row upload against COPY: csv-import.mjs).
// Runs the real server as a child process on a temporary PGlite directory, and again on a
// database of its own on BENCH_DATABASE_URL's PostgreSQL server when that is set.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiStartArgs } from '../api-process.mjs';
import { apiBuildNeed, buildApi, buildApiIfNeeded } from '../build-api.mjs';
import { listAnchor, timeList } from './users-list.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const FIRST = ['Ava', 'Ben', 'Chloé', 'Dmitri', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jun'];
const LAST = ['Okafor', 'Smith', 'Nguyen', 'García', 'Kowalski', 'Ito', 'Brown', 'Müller'];
const JOBS = ['Account Executive', 'Engineer', 'Product Manager', 'Designer', 'Controller'];

const ms = (start) => Math.round((performance.now() - start) * 10) / 10;
const seconds = (start) => Math.round(performance.now() - start) / 1000;
const mb = (kb) => Math.round(kb / 102.4) / 10;
const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));
const quote = (cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const line = (cells) => `${cells.map(quote).join(',')}\r\n`;

/** The full template header, every column filled: what an admin's export looks like. */
export function fullCsv(count) {
  const header = `first_name,last_name,email,role,pronouns,phone_work,phone_direct,phone_cell,title,company,department,accreditations,website,linkedin,facebook,instagram,x_twitter,youtube,reddit,address1_type,address1_street,address1_city,address1_state,address1_zipCode,address1_country,address2_type,address2_street,address2_city,address2_state,address2_zipCode,address2_country\r\n`;
  const rows = Array.from({ length: count }, (_, i) => {
    const [first, last] = [FIRST[i % FIRST.length], LAST[(i >> 3) % LAST.length]];
    const handle = `${first}.${last}.${i}`
      .normalize('NFD')
      .replace(/[^A-Za-z0-9.]/g, '')
      .toLowerCase();
    return line([
      first,
      last,
      `${handle}@bench.example.com`,
      i % 9 === 0 ? 'Manager' : 'User',
      'they/them',
      `(212) 201-${String(i % 10000).padStart(4, '0')}`,
      '',
      `(212) 301-${String(i % 10000).padStart(4, '0')}`,
      JOBS[i % JOBS.length],
      'Bench, Inc.',
      'Sales',
      i % 4 === 0 ? 'CPA' : '',
      `https://bench.example.com/team/${i}`,
      `https://www.linkedin.com/in/bench-${i}`,
      '',
      '',
      '',
      '',
      '',
      'home',
      `${100 + (i % 900)} Elm Street`,
      'Springfield',
      'IL',
      '62701',
      'USA',
      'office',
      '400 Market Street, Suite 5',
      'Springfield',
      'IL',
      '62702',
      'USA',
    ]);
  });
  return header + rows.join('');
}

// A fresh PGlite directory is migrated and seeded at start: a minute, more on a loaded machine.
const START_SECONDS = Number(process.env.BENCH_API_START_SECONDS ?? 60);

async function waitForHealth(base, child) {
  for (let attempt = 0; attempt < START_SECONDS * 4; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the API did not start');
}

// BENCH_API_DIST: a build folder of the bench's own under api/ (data/…, which git ignores, as
// the build test does), so a bench never rebuilds the api/dist a running product or an
// end-to-end run starts from.
const OWN_DIST = process.env.BENCH_API_DIST;

async function buildForBench() {
  if (!OWN_DIST) return buildApiIfNeeded();
  const dist = join(root, 'api', OWN_DIST);
  if (apiBuildNeed(dist)) await buildApi(dist);
}

export async function startApi(port, databaseEnv) {
  await buildForBench();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  Object.assign(env, databaseEnv);
  // The built API, as npm start and production run it (decision 046).
  const child = spawn(process.execPath, apiStartArgs(OWN_DIST), {
    cwd: join(root, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, base };
}

export async function stopApi(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function residentKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function api(base, cookie, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The super admin's session cookie on the API at `base`. */
export async function signIn(base, credentials = SUPER_ADMIN) {
  const response = await api(base, null, '/api/auth/login/password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function createTenant(base, cookie, name) {
  const response = await api(base, cookie, '/api/management/tenants', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: 'bench@example.com', tenant_type: 'organization_managed' }),
  });
  return (await response.json()).id;
}

async function upload(base, cookie, tenantId, csv) {
  if (Buffer.byteLength(csv) > MAX_UPLOAD_BYTES) throw new Error('bench CSV over the limit');
  const form = new FormData();
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'users.csv');
  const started = performance.now();
  const response = await api(base, cookie, `/api/management/users/${tenantId}/csv/csv-upload`, {
    method: 'POST',
    body: form,
  });
  const result = await response.json();
  return { seconds: seconds(started), ...result };
}

async function timeExport(base, cookie, tenantId) {
  const started = performance.now();
  const path = `/api/management/users/csv/getCSV/${tenantId}`;
  const bytes = (await (await api(base, cookie, path)).arrayBuffer()).byteLength;
  return { ms: ms(started), bytes };
}

async function measure(base, pid) {
  const idleAtStartKb = await residentKb(pid);
  const cookie = await signIn(base);
  const tenant10k = await createTenant(base, cookie, `Bench 10k ${Date.now()}`);
  const upload10k = await upload(base, cookie, tenant10k, fullCsv(10_000));
  if (upload10k.created !== 10_000) throw new Error(`10k upload: ${JSON.stringify(upload10k)}`);
  await sleep(500);
  const list = await timeList(base, cookie, tenant10k);
  const reupload10k = await upload(base, cookie, tenant10k, fullCsv(10_000));
  const exported = await timeExport(base, cookie, tenant10k);
  return {
    ...list,
    listTenantId: tenant10k,
    upload10kSeconds: upload10k.seconds,
    reupload10kSeconds: reupload10k.seconds,
    export10kMs: exported.ms,
    rssIdleAtStartMb: mb(idleAtStartKb),
  };
}

async function benchPglite(port) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-users-'));
  const { child, base } = await startApi(port, {
    DATA_DIR: join(dir, 'pglite'),
    OUTBOX_DIR: join(dir, 'outbox'),
  });
  try {
    let result;
    try {
      result = await measure(base, child.pid);
    } finally {
      await stopApi(child);
    }
    const listAnchorMs = await listAnchor(result.listTenantId, { DATA_DIR: join(dir, 'pglite') });
    return { ...result, listAnchorMs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One statement as the server's admin (creating and dropping the bench's databases). */
export async function adminQuery(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs `run({ base, pid, databaseUrl })` against the API on a database of its own on
 * `serverUrl`'s PostgreSQL server, then drops the database and the application role the API
 * made for it (bizcard_<database>_app), which would outlive it. `env`: more API settings.
 */
export async function withApiOnScratchPostgres(serverUrl, label, port, run, env = {}) {
  const name = `bizcard_bench_${label}_${process.pid}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = await mkdtemp(join(tmpdir(), `bizcard-bench-${label}-`));
  try {
    const { child, base } = await startApi(port, {
      ...env,
      DATABASE_URL: databaseUrl,
      OUTBOX_DIR: join(dir, 'outbox'),
    });
    try {
      return await run({ base, pid: child.pid, databaseUrl });
    } finally {
      await stopApi(child);
    }
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(serverUrl, `DROP ROLE IF EXISTS "bizcard_${name}_app"`);
    await rm(dir, { recursive: true, force: true });
  }
}

const benchPostgres = (serverUrl, port) =>
  withApiOnScratchPostgres(serverUrl, 'users', port, async ({ base, pid, databaseUrl }) => {
    const result = await measure(base, pid);
    const listAnchorMs = await listAnchor(result.listTenantId, { DATABASE_URL: databaseUrl });
    return { ...result, listAnchorMs };
  });

/**
 * Targets: list ≤ 100 ms (PostgreSQL) and ≤ 150 ms (PGlite) at 10,000 users, beside its
 * anchor (users-list.mjs); 10,000-row upload ≤ 5 s. Ports: BENCH_USERS_PORT (default 4310) and
 * the next one.
 */
export async function benchUsersApi() {
  const port = Number(process.env.BENCH_USERS_PORT ?? 4310);
  const results = { date: new Date().toISOString(), pglite: await benchPglite(port) };
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) results.postgres = await benchPostgres(serverUrl, port + 1);
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchUsersApi(), null, 2));
}
