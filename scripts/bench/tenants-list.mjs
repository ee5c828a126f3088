// The Tenants list at 10,000 tenants (issue 30 item 1): the API's first page, a search and a
// page deep in the list (keyset: it should cost what the first does), beside the whole list
// the screen asked for before it paged. PostgreSQL only (BENCH_DATABASE_URL).
import pg from 'pg';
import { signIn, withApiOnScratchPostgres } from './users-api.mjs';

const TENANTS = 10_000;
const RUNS = 21;

async function addTenants(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO tenants (name, tenant_name, email, tenant_type)
       SELECT 'Bench Tenant ' || i, 'bench-tenant-' || i, 'admin' || i || '@tenant' || i || '.example',
              'organization_managed'
       FROM generate_series(1, $1) AS i`,
      [TENANTS],
    );
    await client.query('ANALYZE tenants');
  } finally {
    await client.end();
  }
}

async function median(base, cookie, query) {
  const times = [];
  let body = null;
  // Three untimed calls first: the plan and the pages of the index are then warm, as in use.
  for (let run = -3; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/management/tenants${query}`, { headers: { cookie } });
    body = await response.json();
    if (!response.ok) throw new Error(`tenants${query}: ${response.status}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(RUNS / 2)] * 10) / 10, body };
}

/** Target: a page of the list p50 ≤ 50 ms at 10,000 tenants. Port: BENCH_TENANTS_PORT (4350). */
export async function benchTenantsList() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_TENANTS_PORT ?? 4350);
  return withApiOnScratchPostgres(serverUrl, 'tenants', port, async ({ base, databaseUrl }) => {
    await addTenants(databaseUrl);
    const cookie = await signIn(base);
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
      firstMs: first.ms,
      deepMs: deep.ms,
      searchMs: search.ms,
      wholeMs: whole.ms,
      wholeKb: Math.round(JSON.stringify(whole.body).length / 1024),
    };
  });
}

export function tenantsListRows(figures) {
  const name = 'Tenants list API at 10,000 tenants, first page of 24 (p50, PostgreSQL 15)';
  if (!figures) return [[name, 'not measured (no BENCH_DATABASE_URL)', '≤ 50 ms']];
  return [
    [name, `${figures.firstMs} ms`, '≤ 50 ms'],
    ['… a page after 9,900 tenants (keyset, p50)', `${figures.deepMs} ms`, '≤ 50 ms'],
    ["… a search ('tenant 42', p50)", `${figures.searchMs} ms`, '≤ 50 ms'],
    [
      '… the whole list, as the screen loaded it before paging (p50)',
      `${figures.wholeMs} ms, ${figures.wholeKb} KB`,
      '—',
    ],
  ];
}
