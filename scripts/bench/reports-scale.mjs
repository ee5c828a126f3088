// Reports for a tenant with 100,000 cards and two years of daily counts (issue 30 item 2): the
// calls the Reports screen makes (usage and activity) for each range it offers, 30 and 90 days,
// through the HTTP API as the tenant's client admin. PostgreSQL only (BENCH_DATABASE_URL).
//
// The counts are shaped like a real tenant's: a few cards are opened every day, most a few
// days a year. Each day 5,000 visits fall on the cards by a cube law (the first 1 % of cards
// take a fifth of them), counted per card and day: about 4,400 cards a day have a row, some
// 3.2 million rows over 730 days (4 % of the 73 million card-days). A fifth of the visits
// save the card, three in ten scan it, one in 200 sends a contact. 1 % of the people are
// deactivated (the 'without a card' list).
// BENCH_REPORTS_DATABASE_URL: a database an earlier run filled (its counting kept), timed again.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { underTimingLock } from './timing-lock.mjs';
import { signIn, startApi, stopApi, withApiOnScratchPostgres } from './users-api.mjs';

const CARDS = 100_000;
const DAYS = 730;
const VISITS_PER_DAY = Number(process.env.BENCH_REPORT_VISITS_PER_DAY ?? 5_000);
const DAYS_PER_STATEMENT = 73;
const RUNS = 15;
const CLIENT_ADMIN = { email: 'client@example.com', password: 'demo-client-pass' };
const FIRST_NAMES = ['Ada', 'Ben', 'Chloé', 'Dev', 'Eva', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jun'];

async function fillPeople(client, tenantId) {
  await client.query(
    `INSERT INTO end_users (tenant_id, first_name, last_name, email, active)
     SELECT $1, ($2::text[])[1 + i % 10], 'Owner ' || i, 'card-owner-' || i || '@reports.example',
            i % 100 <> 7
       FROM generate_series(1, $3::int) AS i`,
    [tenantId, FIRST_NAMES, CARDS],
  );
  await client.query(
    `CREATE TABLE bench_cards AS
     SELECT row_number() OVER (ORDER BY id)::int AS n, id FROM end_users WHERE tenant_id = $1`,
    [tenantId],
  );
  await client.query('ALTER TABLE bench_cards ADD PRIMARY KEY (n)');
}

/** The visits of days `first`…`last` ago, counted per card and day as the counter does. */
async function fillDays(client, tenantId, first, last) {
  const { rowCount } = await client.query(
    `INSERT INTO card_daily_counts
       (end_user_id, tenant_id, day, views, saves, scans, taps, connections)
     SELECT c.id, $1, current_date - v.d, count(*)::int,
            (count(*) FILTER (WHERE v.r < 0.2))::int,
            (count(*) FILTER (WHERE v.r >= 0.2 AND v.r < 0.5))::int, 0,
            (count(*) FILTER (WHERE v.r >= 0.995))::int
       FROM (SELECT d, 1 + floor($4::int * power(random(), 3))::int AS n, random() AS r
               FROM generate_series($2::int, $3::int) AS d,
                    generate_series(1, $5::int) AS k) AS v
       JOIN bench_cards c ON c.n = v.n
      GROUP BY c.id, v.d`,
    [tenantId, first, last, CARDS, VISITS_PER_DAY],
  );
  return rowCount;
}

export async function fill(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT tenant_id FROM admin_users WHERE email = $1', [
      CLIENT_ADMIN.email,
    ]);
    const tenantId = rows[0].tenant_id;
    await fillPeople(client, tenantId);
    let counted = 0;
    for (let first = 0; first < DAYS; first += DAYS_PER_STATEMENT) {
      const started = performance.now();
      counted += await fillDays(client, tenantId, first, first + DAYS_PER_STATEMENT - 1);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `  ${first + DAYS_PER_STATEMENT} days, ${counted.toLocaleString('en')} rows (${seconds} s)`,
      );
    }
    await client.query('VACUUM ANALYZE');
    return { tenantId, rows: counted };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function get(base, cookie, path) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body;
}

/** p50 and p99 (of RUNS, after two warm-ups) of `call`. */
async function timed(call) {
  const times = [];
  for (let run = -2; run < RUNS; run++) {
    const started = performance.now();
    await call();
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
}

async function timeReports(base, tenantId) {
  const cookie = await signIn(base, CLIENT_ADMIN);
  const figures = {};
  for (const days of [30, 90]) {
    const usage = `/api/management/reports/${tenantId}/usage?days=${days}`;
    const activity = `/api/management/reports/${tenantId}/activity?days=${days}`;
    const sample = await get(base, cookie, usage);
    figures[`views${days}`] = sample.totals.views;
    figures[`usage${days}`] = await timed(() => get(base, cookie, usage));
    figures[`activity${days}`] = await timed(() => get(base, cookie, activity));
    // The screen asks for both at once.
    figures[`screen${days}`] = await timed(() =>
      Promise.all([get(base, cookie, usage), get(base, cookie, activity)]),
    );
  }
  return figures;
}

/** The tenant and rows of a database `fill` counted before (BENCH_REPORTS_DATABASE_URL). */
async function alreadyFilled(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT a.tenant_id, (SELECT count(*)::int FROM card_daily_counts) AS rows
         FROM admin_users a WHERE a.email = $1`,
      [CLIENT_ADMIN.email],
    );
    return { tenantId: rows[0].tenant_id, rows: rows[0].rows };
  } finally {
    await client.end();
  }
}

/**
 * The timed calls on a database filled by an earlier run (BENCH_REPORTS_DATABASE_URL, kept by
 * whoever made it): the counting takes 5 to 10 minutes on a loaded 2-core machine. The API
 * migrates it first, as a deployment does.
 */
async function onFilledDatabase(databaseUrl, port) {
  const { child, base } = await startApi(port, {
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: join(tmpdir(), `bizcard-bench-reports-${process.pid}`),
  });
  try {
    const { tenantId, rows } = await alreadyFilled(databaseUrl);
    const figures = await underTimingLock(() => timeReports(base, tenantId));
    return { rows, ...figures };
  } finally {
    await stopApi(child);
  }
}

/** Target: each range of the Reports screen answers within 300 ms. Port: 4370. */
export async function benchReportsScale() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_REPORTS_PORT ?? 4370);
  const filled = process.env.BENCH_REPORTS_DATABASE_URL;
  if (filled) return onFilledDatabase(filled, port);
  return withApiOnScratchPostgres(serverUrl, 'reports', port, async ({ base, databaseUrl }) => {
    console.log(`  counting ${DAYS} days of ${CARDS.toLocaleString('en')} cards…`);
    const { tenantId, rows } = await fill(databaseUrl);
    const figures = await underTimingLock(() => timeReports(base, tenantId));
    return { rows, ...figures };
  });
}

const shown = (f) => `p50 ${f.p50} ms, p99 ${f.p99} ms`;

export function reportsScaleRows(figures) {
  const name = 'Reports at 100,000 cards and 730 days of counts';
  if (!figures) return [[name, 'not measured (no BENCH_DATABASE_URL)', '≤ 300 ms']];
  const size = `${(figures.rows / 1e6).toFixed(1)} million card-day rows, PostgreSQL 15`;
  return [30, 90].flatMap((days) => [
    [
      `${name} (${size}), ${days} days: usage and activity together, as the screen asks`,
      shown(figures[`screen${days}`]),
      '≤ 300 ms',
    ],
    [`… ${days} days, usage alone`, shown(figures[`usage${days}`]), '≤ 300 ms'],
    [`… ${days} days, activity alone`, shown(figures[`activity${days}`]), '≤ 300 ms'],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchReportsScale(), null, 2));
}
