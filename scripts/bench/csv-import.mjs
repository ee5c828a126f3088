// The 100,000-row Tenant Users CSV upload (issue 13) against its anchor: `COPY` of the same rows
// into the same table, by the pg client, in the same run. Runs the real API as a child process
// on a database of its own on BENCH_DATABASE_URL's PostgreSQL server, and reports the API's
// resident growth during the upload; then the same upload on PGlite, reported alone.
// `BENCH_DATABASE_URL=… node scripts/bench/csv-import.mjs` runs it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { adminQuery, createTenant, residentKb, signIn, startApi, stopApi } from './users-api.mjs';

const ROWS = 100_000;
// Another tenant's admin signing in while the upload runs: what an import that starves others
// shows (5.7 s when one transaction held PGlite's only connection).
const CLIENT_ADMIN = { email: 'client@example.com', password: 'demo-client-pass' };
const ADDED_SIGN_IN_WAIT_TARGET_MS = 500;
const FIRST = ['Ava', 'Ben', 'Chloé', 'Dmitri', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jun'];
const LAST = ['Okafor', 'Smith', 'Nguyen', 'García', 'Kowalski', 'Ito', 'Brown', 'Müller'];
const JOBS = ['Account Executive', 'Engineer', 'Product Manager', 'Designer', 'Controller'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (start) => Math.round(performance.now() - start) / 1000;
const mb = (kb) => Math.round(kb / 102.4) / 10;

/**
 * The bench's people: what an admin's file of 100,000 users holds within the 10 MB limit
 * (names, email, role, title, phone, one address).
 */
export function people(count) {
  return Array.from({ length: count }, (_, i) => ({
    first_name: FIRST[i % FIRST.length],
    last_name: LAST[(i >> 3) % LAST.length],
    email: `p${i}@bench.example.com`,
    role: i % 9 === 0 ? 'Manager' : 'User',
    title: JOBS[i % JOBS.length],
    phone_work: `(212) 201-${String(i % 10000).padStart(4, '0')}`,
    address: { type: 'office', city: 'Springfield', state: 'IL', zipCode: '62701' },
  }));
}

export function csvOf(rows) {
  const header =
    'first_name,last_name,email,role,title,phone_work,address1_type,address1_city,address1_state,address1_zipCode\r\n';
  const line = (p) =>
    [p.first_name, p.last_name, p.email, p.role, p.title, p.phone_work, ...Object.values(p.address)]
      .join(',')
      .concat('\r\n');
  return header + rows.map(line).join('');
}

/** The same rows in COPY's text format, addresses as the API stores them (street and country filled in). */
function* copyLines(rows, tenantId) {
  for (let i = 0; i < rows.length; i += 1000) {
    yield rows
      .slice(i, i + 1000)
      .map((p) => {
        const address = JSON.stringify([{ ...p.address, street: '', country: 'USA' }]);
        const cells = [tenantId, p.first_name, p.last_name, p.email, p.role, p.title, p.phone_work];
        return `${[...cells, address].join('\t')}\n`;
      })
      .join('');
  }
}

/** Peak VmRSS of `pid` while `work` runs, sampled every 20 ms. */
async function peakResidentDuring(pid, work) {
  let peak = await residentKb(pid);
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await residentKb(pid));
      await sleep(20);
    }
  })();
  try {
    return { result: await work(), peakKb: peak };
  } finally {
    running = false;
    await sampler;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timedSignIn(base) {
  const started = performance.now();
  await signIn(base, CLIENT_ADMIN);
  return Math.round(performance.now() - started);
}

/** The median sign-in while `upload` runs, less the median on the idle API. */
async function addedSignInWait(base, idle, upload) {
  let uploading = true;
  const stop = () => {
    uploading = false;
  };
  upload.then(stop, stop);
  const during = [];
  while (uploading) {
    await sleep(250);
    if (uploading) during.push(await timedSignIn(base));
  }
  if (during.length < 3) return null;
  return median(during) - median(idle);
}

/**
 * Uploads `csv` to a new tenant as an admin does: its time, the API's resident growth, and how
 * much longer another tenant's admin waits to sign in meanwhile.
 */
async function timeUpload(base, pid, csv) {
  const cookie = await signIn(base);
  const tenantId = await createTenant(base, cookie, `CSV bench ${Date.now()}`);
  await sleep(1000);
  const idleSignIns = [];
  for (let i = 0; i < 3; i++) idleSignIns.push(await timedSignIn(base));
  const idleKb = await residentKb(pid);
  const form = new FormData();
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'users.csv');
  const started = performance.now();
  const measured = peakResidentDuring(pid, async () => {
    const path = `/api/management/users/${tenantId}/csv/csv-upload`;
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  });
  const addedWaitMs = await addedSignInWait(base, idleSignIns, measured);
  const { result, peakKb } = await measured;
  const took = seconds(started);
  if (result.created !== ROWS) throw new Error(`upload: ${JSON.stringify(result)}`);
  return { seconds: took, residentGrowthMb: mb(peakKb - idleKb), addedWaitMs };
}

/** COPY of the same rows into end_users for another new tenant, as the server's admin. */
async function timeCopy(databaseUrl, base, rows) {
  const tenantId = await createTenant(base, await signIn(base), `COPY bench ${Date.now()}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = 'tenant_id, first_name, last_name, email, role, title, phone_work, addresses';
    const started = performance.now();
    const copy = client.query(copyFrom(`COPY end_users (${columns}) FROM STDIN`));
    await pipeline(Readable.from(copyLines(rows, tenantId)), copy);
    return { seconds: seconds(started) };
  } finally {
    await client.end();
  }
}

async function onPostgres(serverUrl, port, rows, csv) {
  const name = `bizcard_bench_csv_${process.pid}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-csv-'));
  try {
    const env = { DATABASE_URL: url.toString(), OUTBOX_DIR: join(dir, 'outbox') };
    const { child, base } = await startApi(port, env);
    try {
      const upload = await timeUpload(base, child.pid, csv);
      const copy = await timeCopy(url.toString(), base, rows);
      const ratio = Math.round((upload.seconds / copy.seconds) * 100) / 100;
      return { upload, copy, ratio };
    } finally {
      await stopApi(child);
    }
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPglite(port, csv) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-csv-'));
  try {
    const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
    const { child, base } = await startApi(port, env);
    try {
      return { upload: await timeUpload(base, child.pid, csv) };
    } finally {
      await stopApi(child);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Ports: BENCH_CSV_PORT (default 4670) and the next one. */
export async function benchCsvImport() {
  const port = Number(process.env.BENCH_CSV_PORT ?? 4670);
  const rows = people(ROWS);
  const csv = csvOf(rows);
  const fileMb = Math.round(Buffer.byteLength(csv) / 104857.6) / 10;
  const results = { date: new Date().toISOString(), rows: ROWS, fileMb };
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) results.postgres = await onPostgres(serverUrl, port, rows, csv);
  else console.log('BENCH_DATABASE_URL is not set: no PostgreSQL figures (upload vs COPY).');
  results.pglite = await onPglite(port + 1, csv);
  return results;
}

const thousands = (n) => n.toLocaleString('en-US');

/** The README's rows (figure, measured, target) of `benchCsvImport()`'s results. */
export function csvImportRows({ rows, fileMb, postgres, pglite }) {
  const label = `${thousands(rows)}-row CSV upload (${fileMb} MB)`;
  return [
    ...(postgres
      ? [
          [
            `${label}, PostgreSQL: API / COPY of the same rows into end_users`,
            `${postgres.upload.seconds} s / ${postgres.copy.seconds} s = ${postgres.ratio}×`,
            '≤ 3×',
          ],
          [
            `${label}, PostgreSQL: API resident growth`,
            `${postgres.upload.residentGrowthMb} MB`,
            '< 200 MB',
          ],
        ]
      : []),
    [
      `${label}, PGlite: API time / resident growth`,
      `${pglite.upload.seconds} s / ${pglite.upload.residentGrowthMb} MB`,
      '—',
    ],
    ...[
      ['PostgreSQL', postgres],
      ['PGlite', pglite],
    ]
      .filter(([, figures]) => figures)
      .map(([engine, figures]) => [
        `Another tenant's admin signing in during that upload, ${engine}: median added wait`,
        figures.upload.addedWaitMs === null
          ? 'too short to time'
          : `${figures.upload.addedWaitMs} ms`,
        `≤ ${ADDED_SIGN_IN_WAIT_TARGET_MS} ms`,
      ]),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchCsvImport();
  console.log(JSON.stringify(results, null, 2));
  for (const row of csvImportRows(results)) console.log(`| ${row.join(' | ')} |`);
}
