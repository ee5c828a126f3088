// The Logs screen at 10,000,000 entries across 1,000 tenants (issue 30 item 2): the API's first
// page, a page 100 pages deep (keyset), and each filter alone and together, as a super admin
// under row-level security. PostgreSQL only (BENCH_DATABASE_URL). BENCH_LOG_ROWS sets the size.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { underTimingLock } from './timing-lock.mjs';
import { signIn, withApiOnScratchPostgres } from './users-api.mjs';

const TENANTS = 1_000;
const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 10_000_000);
const CHUNK = 1_000_000;
const RUNS = 11;

/** Tenants and entries straight into the tables, a million rows a statement. */
async function fillLog(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO tenants (name, tenant_name, email, tenant_type)
       SELECT 'Log Tenant ' || i, 'log-tenant-' || i, 'it@log' || i || '.example', 'user_managed'
       FROM generate_series(1, $1::int) AS i RETURNING id`,
      [TENANTS],
    );
    const ids = rows.map((row) => row.id);
    for (let start = 0; start < ROWS; start += CHUNK) {
      const started = performance.now();
      // One entry every 6 s over the last two years, tenants in turn; 1 % errors, 9 % warnings.
      await client.query(
        `INSERT INTO audit_log (at, tenant_id, actor, actor_kind, action, target, level, message)
         SELECT now() - (i * interval '6 seconds'), ($1::uuid[])[1 + i % $2],
                'admin' || (i % 5000) || '@log' || (i % $2) || '.example', 'client_admin',
                'end_user.update', 'person' || (i % 100000) || '@log' || (i % $2) || '.example',
                CASE WHEN i % 100 = 0 THEN 'error' WHEN i % 10 = 0 THEN 'warning' ELSE 'info' END,
                'Updated person' || (i % 100000) || ': title, work phone'
         FROM generate_series($3::int, $4::int) AS i`,
        [ids, TENANTS, start + 1, Math.min(ROWS, start + CHUNK)],
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  ${Math.min(ROWS, start + CHUNK).toLocaleString('en')} entries (${seconds} s)`);
    }
    await client.query('VACUUM ANALYZE audit_log');
    return ids;
  } finally {
    await client.end();
  }
}

async function median(base, cookie, query) {
  const times = [];
  let body = null;
  for (let run = -2; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/management/logs?${query}`, { headers: { cookie } });
    body = await response.json();
    if (!response.ok) throw new Error(`logs?${query}: ${response.status} ${body.message}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(RUNS / 2)] * 10) / 10, body };
}

/** Targets: first page ≤ 100 ms, any filter combination ≤ 300 ms (p50). Port: 4360. */
export async function benchLogsScale() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_LOGS_PORT ?? 4360);
  return withApiOnScratchPostgres(serverUrl, 'logs', port, async ({ base, databaseUrl }) => {
    console.log(`  filling the log with ${ROWS.toLocaleString('en')} entries…`);
    const ids = await fillLog(databaseUrl);
    return underTimingLock(async () => {
      const cookie = await signIn(base);
      const tenant = `tenant_id=${ids[41]}`;
      const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const first = await median(base, cookie, 'page_size=50');
      let after = first.body.next;
      for (let page = 2; page < 100; page++) {
        const response = await fetch(`${base}/api/management/logs?page_size=50&after=${after}`, {
          headers: { cookie },
        });
        after = (await response.json()).next;
      }
      const cases = {
        deep: `page_size=50&after=${after}`,
        tenant,
        level: 'level=error',
        search: 'q=person4242%40',
        nothing: 'q=no%20such%20entry',
        range: `from=${lastMonth}`,
        all: `${tenant}&level=warning&q=person&from=2020-01-01&to=${lastMonth}`,
      };
      const figures = { rows: ROWS, firstMs: first.ms, total: first.body.total };
      for (const [name, query] of Object.entries(cases)) {
        figures[`${name}Ms`] = (await median(base, cookie, query)).ms;
      }
      return figures;
    });
  });
}

export function logsScaleRows(figures) {
  const size = figures ? figures.rows.toLocaleString('en') : '10,000,000';
  const name = `Logs at ${size} entries, first page of 50 (p50, PostgreSQL 15)`;
  if (!figures) return [[name, 'not measured (no BENCH_DATABASE_URL)', '≤ 100 ms']];
  const row = (label, ms) => [label, `${ms} ms`, '≤ 300 ms'];
  return [
    [
      name,
      `${figures.firstMs} ms (total shown: about ${figures.total.toLocaleString('en')})`,
      '≤ 100 ms',
    ],
    row('… page 100, by keyset', figures.deepMs),
    row('… one tenant', figures.tenantMs),
    row('… level Error, every tenant', figures.levelMs),
    row('… a search, every tenant', figures.searchMs),
    ...(figures.nothingMs === undefined
      ? []
      : [row('… a search nothing matches, every tenant', figures.nothingMs)]),
    row('… the last 30 days', figures.rangeMs),
    row('… tenant, level, search and dates together', figures.allMs),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchLogsScale(), null, 2));
}
