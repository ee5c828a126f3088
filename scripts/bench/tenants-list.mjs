// The Tenants list at 10,000 tenants (issue 30 item 1): the API's first page, a search and a
// page deep in the list (keyset: it should cost what the first does), beside the whole list
// the screen asked for before it paged; and the anchor, the shell's session call
// (admin-users/me): the sign-in check every call pays. On PGlite (the API's own data folder)
// and, with BENCH_DATABASE_URL, on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { signIn, startApi, stopApi, withApiOnScratchPostgres } from './users-api.mjs';

const TENANTS = 10_000;
const RUNS = 21;

const INSERT_TENANTS = `INSERT INTO tenants (name, tenant_name, email, tenant_type)
  SELECT 'Bench Tenant ' || i, 'bench-tenant-' || i, 'admin' || i || '@tenant' || i || '.example',
         'organization_managed'
  FROM generate_series(1, $1::int) AS i`;

async function addTenants(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(INSERT_TENANTS, [TENANTS]);
    await client.query('ANALYZE tenants');
  } finally {
    await client.end();
  }
}

/**
 * `count` tenants more in a PGlite data folder the API made (migrated, seeded) and has left:
 * the folder belongs to one process. As a running PGlite API has it, without ANALYZE.
 */
export async function addTenantsToPglite(dataDir, count = TENANTS) {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await db.query(INSERT_TENANTS, [count]);
  } finally {
    await db.close();
  }
}

async function median(base, cookie, query, path = '/api/management/tenants') {
  const times = [];
  let body = null;
  // Three untimed calls first: the plan and the pages of the index are then warm, as in use.
  for (let run = -3; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}${query}`, { headers: { cookie } });
    body = await response.json();
    if (!response.ok) throw new Error(`${path}${query}: ${response.status}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(RUNS / 2)] * 10) / 10, body };
}

async function measure(base) {
  const cookie = await signIn(base);
  const session = await median(base, cookie, '', '/api/management/admin-users/me');
  const first = await median(base, cookie, '?limit=24');
  if (first.body.total < TENANTS) throw new Error(`only ${first.body.total} tenants listed`);
  // A page near the end: walk there with large pages, then time the next 24.
  let after = null;
  for (let page = 0; page < 99; page++) {
    const response = await fetch(
      `${base}/api/management/tenants?limit=100${after ? `&after=${after}` : ''}`,
      { headers: { cookie } },
    );
    after = (await response.json()).next;
  }
  const deep = await median(base, cookie, `?limit=24&after=${after}`);
  const search = await median(base, cookie, `?limit=24&q=${encodeURIComponent('tenant 42')}`);
  const whole = await median(base, cookie, '');
  return {
    sessionMs: session.ms,
    firstMs: first.ms,
    deepMs: deep.ms,
    searchMs: search.ms,
    wholeMs: whole.ms,
    wholeKb: Math.round(JSON.stringify(whole.body).length / 1024),
  };
}

async function benchPglite(port) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-tenants-'));
  const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  try {
    // The first start migrates and seeds; the tenants go in while no API holds the folder.
    await stopApi((await startApi(port, env)).child);
    await addTenantsToPglite(env.DATA_DIR);
    const { child, base } = await startApi(port, env);
    try {
      return await measure(base);
    } finally {
      await stopApi(child);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Target: a page of the list p50 ≤ 50 ms at 10,000 tenants. Ports: BENCH_TENANTS_PORT (4350)
 * and the next one.
 */
export async function benchTenantsList() {
  const port = Number(process.env.BENCH_TENANTS_PORT ?? 4350);
  const load = () => os.loadavg()[0].toFixed(1);
  const loadBefore = load();
  const pglite = await benchPglite(port);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const postgres = serverUrl
    ? await withApiOnScratchPostgres(
        serverUrl,
        'tenants',
        port + 1,
        async ({ base, databaseUrl }) => {
          await addTenants(databaseUrl);
          return measure(base);
        },
      )
    : null;
  return { pglite, postgres, load: `${loadBefore} → ${load()}` };
}

const databaseRows = (label, f) => [
  [
    `Tenants list API at 10,000 tenants, first page of 24 (p50, ${label}) / anchor: the session call`,
    `${f.firstMs} ms / ${f.sessionMs} ms`,
    '≤ 50 ms',
  ],
  [`… a page after 9,900 tenants (keyset, p50, ${label})`, `${f.deepMs} ms`, '≤ 50 ms'],
  [`… a search ('tenant 42', p50, ${label})`, `${f.searchMs} ms`, '≤ 50 ms'],
  [
    `… the whole list, as the screen loaded it before paging (p50, ${label})`,
    `${f.wholeMs} ms, ${f.wholeKb} KB`,
    '—',
  ],
];

export function tenantsListRows(figures) {
  const postgres = 'PostgreSQL 15';
  const load = ` (load average ${figures.load})`;
  const rows = [
    ...databaseRows('PGlite', figures.pglite),
    ...(figures.postgres
      ? databaseRows(postgres, figures.postgres)
      : [
          [
            `Tenants list API at 10,000 tenants (${postgres})`,
            'not measured (no BENCH_DATABASE_URL)',
            '≤ 50 ms',
          ],
        ]),
  ];
  rows[0][1] += load;
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchTenantsList();
  console.log(JSON.stringify(figures, null, 2));
  for (const row of tenantsListRows(figures)) console.log(`| ${row.join(' | ')} |`);
}
