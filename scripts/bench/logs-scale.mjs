// The Logs screen at 10,000,000 entries across 1,000 tenants (issue 30 item 2): the API's first
// page, a page 100 pages deep (keyset), and each filter alone and together, as a super admin
// under row-level security. PostgreSQL only (BENCH_DATABASE_URL). BENCH_LOG_ROWS sets the size.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedLog } from './logs-seed.mjs';
import { underTimingLock } from './timing-lock.mjs';
import { residentKb, signIn, startApi, stopApi, withApiOnScratchPostgres } from './users-api.mjs';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 10_000_000);
const RUNS = 11;
// A rare search: part of one person's address (personEmail(4242, …), about 100 entries in 10
// million), typed capitalised.
const RARE = 'Okafor4242@';
// A database of that name on the server is kept between runs and seeded only once.
const KEPT = process.env.BENCH_LOGS_DATABASE;

// The log spans two years: the API's purge at start (365 days by default) would delete half.
const KEEP_TWO_YEARS = { AUDIT_RETENTION_DAYS: '1000' };

async function withKeptDatabase(serverUrl, port, run) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${KEPT}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${KEPT}`;
  const databaseUrl = url.toString();
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-logs-'));
  const { child, base } = await startApi(port, {
    ...KEEP_TWO_YEARS,
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: join(dir, 'outbox'),
  });
  try {
    return await run({ base, pid: child.pid, databaseUrl });
  } finally {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  }
}

/** An export's time, size and the API's resident memory before and at most meanwhile. */
async function timeExport(base, cookie, pid, query) {
  const before = await residentKb(pid);
  let peak = before;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await residentKb(pid).catch(() => 0));
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}/api/management/logs/export?${query}`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`export: ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = Math.round(performance.now() - started);
  return { ms, mb: Math.round(bytes / 104857.6) / 10, lines, beforeKb: before, peakKb: peak };
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
  const withDatabase = KEPT
    ? (run) => withKeptDatabase(serverUrl, port, run)
    : (run) => withApiOnScratchPostgres(serverUrl, 'logs', port, run, KEEP_TWO_YEARS);
  return withDatabase(async ({ base, pid, databaseUrl }) => {
    console.log(`  filling the log with ${ROWS.toLocaleString('en')} entries…`);
    const started = performance.now();
    const ids = await seedLog(databaseUrl, ROWS);
    const seedSeconds = Math.round((performance.now() - started) / 1000);
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
        search: `q=${encodeURIComponent(RARE)}`,
        nothing: 'q=no%20such%20entry',
        range: `from=${lastMonth}`,
        all: `${tenant}&level=warning&q=refused&from=2020-01-01&to=${lastMonth}`,
      };
      const figures = { rows: ROWS, seedSeconds, firstMs: first.ms, total: first.body.total };
      figures.searchFound = (await median(base, cookie, cases.search)).body.total;
      for (const [name, query] of Object.entries(cases)) {
        figures[`${name}Ms`] = (await median(base, cookie, query)).ms;
      }
      const exported = await timeExport(base, cookie, pid, `format=csv&from=${lastMonth}`);
      return { ...figures, export: exported };
    });
  });
}

export function logsScaleRows(figures) {
  const size = figures ? figures.rows.toLocaleString('en') : '10,000,000';
  const name = `Logs at ${size} entries across 1,000 tenants, first page of 50 (p50 of 11, PostgreSQL 15)`;
  if (!figures) return [[name, 'not measured (no BENCH_DATABASE_URL)', '≤ 100 ms']];
  const row = (label, ms) => [label, `${ms} ms`, '≤ 300 ms'];
  const exported = figures.export;
  return [
    [
      name,
      `${figures.firstMs} ms (total shown: about ${figures.total.toLocaleString('en')}; seeded in ${figures.seedSeconds} s) at load ${figures.loadBefore} → ${figures.loadAfter}`,
      '≤ 100 ms',
    ],
    row('… page 100, by keyset', figures.deepMs),
    row('… one tenant', figures.tenantMs),
    row('… level Error, every tenant', figures.levelMs),
    row(
      `… a rare search ('${RARE}', ${figures.searchFound} entries), every tenant`,
      figures.searchMs,
    ),
    row('… a search nothing matches, every tenant', figures.nothingMs),
    row('… the last 30 days', figures.rangeMs),
    row('… tenant, level, search and dates together', figures.allMs),
    [
      '… CSV export of the last 30 days: time; size; API resident memory before → highest',
      `${exported.ms} ms; ${exported.lines.toLocaleString('en')} lines, ${exported.mb} MB; ${Math.round(exported.beforeKb / 1024)} → ${Math.round(exported.peakKb / 1024)} MB`,
      'streams, memory flat',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchLogsScale(), null, 2));
}
