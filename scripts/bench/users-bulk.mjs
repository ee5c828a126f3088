// Bulk actions on 10,000 end users (issue 21): Deactivate, Reactivate, registration links and
// Delete of a whole 10,000-user tenant, each one POST /api/management/users/{tenantId}/bulk
// naming every id, timed from the client. Runs the real server as a child process on a
// temporary PGlite directory, and on a database of its own on BENCH_DATABASE_URL's
// PostgreSQL server when that is set.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullCsv, signIn, startApi, stopApi, withApiOnScratchPostgres } from './users-api.mjs';

const USERS = 10_000;
const RUNS = 3;

const ms = (start) => Math.round((performance.now() - start) * 10) / 10;
// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second.
const TICK_MS = 10;

/**
 * CPU time the API process has used, in ms. On a machine shared with other work the wall
 * time stretches; the API's own CPU time (PGlite runs inside it) says what it would take alone.
 */
async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function call(base, cookie, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), cookie },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A user-managed tenant (registration links need one) of 10,000 users; their ids. */
async function tenantOfTenThousand(base, cookie) {
  const tenant = await call(base, cookie, '/api/management/tenants', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench bulk ${Date.now()}`,
      email: 'bench@example.com',
      tenant_type: 'user_managed',
    }),
  });
  const form = new FormData();
  form.append('csvFile', new Blob([fullCsv(USERS)], { type: 'text/csv' }), 'users.csv');
  const path = `/api/management/users/${tenant.id}`;
  const upload = await call(base, cookie, `${path}/csv/csv-upload`, { method: 'POST', body: form });
  if (upload.created !== USERS) throw new Error(`upload: ${JSON.stringify(upload)}`);
  const { users } = await call(base, cookie, path);
  return { tenantId: tenant.id, ids: users.map((user) => user.id) };
}

/** One bulk action on every id: its wall time, and the API's CPU time, in ms. */
async function timeBulk({ base, pid }, cookie, tenantId, action, ids) {
  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  const result = await call(base, cookie, `/api/management/users/${tenantId}/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, user_ids: ids }),
  });
  const time = ms(started);
  const cpu = (await cpuMs(pid)) - cpuBefore;
  if (result.count !== ids.length) throw new Error(`${action}: ${JSON.stringify(result.count)}`);
  return { ms: time, cpuMs: cpu };
}

async function measure(api) {
  const cookie = await signIn(api.base);
  const { tenantId, ids } = await tenantOfTenThousand(api.base, cookie);
  const deactivate = [];
  const reactivate = [];
  for (let run = 0; run < RUNS; run++) {
    deactivate.push(await timeBulk(api, cookie, tenantId, 'deactivate', ids));
    reactivate.push(await timeBulk(api, cookie, tenantId, 'reactivate', ids));
  }
  const links = await timeBulk(api, cookie, tenantId, 'registration_links', ids);
  const removal = await timeBulk(api, cookie, tenantId, 'delete', ids);
  const medianOf = (runs, key) => median(runs.map((run) => run[key]));
  return {
    users: ids.length,
    deactivateMs: medianOf(deactivate, 'ms'),
    reactivateMs: medianOf(reactivate, 'ms'),
    linksMs: links.ms,
    deleteMs: removal.ms,
    apiCpuMs: {
      deactivate: medianOf(deactivate, 'cpuMs'),
      reactivate: medianOf(reactivate, 'cpuMs'),
      links: links.cpuMs,
      delete: removal.cpuMs,
    },
    runs: { deactivate, reactivate },
  };
}

async function benchPglite(port) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-bulk-'));
  try {
    const { child, base } = await startApi(port, {
      DATA_DIR: join(dir, 'pglite'),
      OUTBOX_DIR: join(dir, 'outbox'),
    });
    try {
      return await measure({ base, pid: child.pid });
    } finally {
      await stopApi(child);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const benchPostgres = (serverUrl, port) =>
  withApiOnScratchPostgres(serverUrl, 'bulk', port, ({ base, pid }) => measure({ base, pid }));

/** Target: each bulk action on 10,000 users answers within 2 s. Ports: BENCH_BULK_PORT (4320) and the next. */
export async function benchUsersBulk() {
  const port = Number(process.env.BENCH_BULK_PORT ?? 4320);
  const results = { pglite: await benchPglite(port) };
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) results.postgres = await benchPostgres(serverUrl, port + 1);
  return results;
}

/** The README rows: one per database, the PGlite one with the API's CPU time beside. */
export function usersBulkRows(bulk) {
  const times = (r) => `${r.deactivateMs} / ${r.reactivateMs} / ${r.linksMs} / ${r.deleteMs} ms`;
  const cpu = ({ apiCpuMs: c }) =>
    `${c.deactivate} / ${c.reactivate} / ${c.links} / ${c.delete} ms`;
  const row = (label, r) => [
    `${label}: bulk action on 10,000 users, Deactivate / Reactivate (median of ${RUNS}) / Registration links / Delete`,
    label === 'PGlite' ? `${times(r)} (API CPU: ${cpu(r)})` : times(r),
    '≤ 2000 ms each',
  ];
  return [
    row('PGlite', bulk.pglite),
    ...(bulk.postgres ? [row('PostgreSQL 15', bulk.postgres)] : []),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchUsersBulk();
  console.log(JSON.stringify(results, null, 2));
  for (const row of usersBulkRows(results)) console.log(`| ${row.join(' | ')} |`);
}
