// The Dashboard's figures at a platform's size (issue 27): 10,000 tenants, 1,000,000 end
// users, two busy cards per tenant counted on each of the last 60 days, 100,000 audit-log
// entries. Times GET /api/management/dashboard from the client, for the super admin (every
// tenant) and a client admin (one tenant). PostgreSQL only (BENCH_DATABASE_URL): a million
// people are a server's size, not the embedded database's.
import pg from 'pg';
import { signIn, withApiOnScratchPostgres } from './users-api.mjs';

const TENANTS = 10_000;
const PEOPLE_PER_TENANT = 100;
const COUNTED_PER_TENANT = 2;
const DAYS = 60;
const AUDIT_ENTRIES = 100_000;
const RUNS = 7;
const CLIENT_ADMIN = { email: 'client@example.com', password: 'demo-client-pass' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function fill(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO tenants (name, tenant_name, email, tenant_type)
       SELECT 'Bench tenant ' || i, 'bench-tenant-' || i, 'it@bench' || i || '.example.com',
              'user_managed'
         FROM generate_series(1, $1) AS i`,
      [TENANTS],
    );
    await client.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT t.id, 'Person', 'No ' || p, 'person' || p || '@' || t.tenant_name || '.example.com'
         FROM tenants t CROSS JOIN generate_series(1, $1) AS p
        WHERE t.tenant_name LIKE 'bench-tenant-%'`,
      [PEOPLE_PER_TENANT],
    );
    await client.query(
      `INSERT INTO card_daily_counts (end_user_id, tenant_id, day, views, saves, scans)
       SELECT u.id, u.tenant_id, current_date - d, 1 + (d % 7), d % 3, d % 2
         FROM (SELECT id, tenant_id, row_number() OVER (PARTITION BY tenant_id) AS n
                 FROM end_users) AS u
         CROSS JOIN generate_series(0, $2 - 1) AS d
        WHERE u.n <= $1`,
      [COUNTED_PER_TENANT, DAYS],
    );
    await client.query(
      `INSERT INTO audit_log (at, tenant_id, actor, actor_kind, action, level, message)
       SELECT now() - make_interval(secs => i), t.id, 'admin@example.com', 'client_admin',
              'end_user.update', 'info', 'User updated'
         FROM generate_series(1, $1) AS i
         JOIN LATERAL (SELECT id FROM tenants OFFSET i % $2 LIMIT 1) AS t ON true`,
      [AUDIT_ENTRIES, TENANTS],
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

async function signInAs(base, who) {
  const response = await fetch(`${base}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function timeDashboard(base, cookie) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/management/dashboard`, { headers: { cookie } });
    if (!response.ok) throw new Error(`dashboard: ${response.status} ${await response.text()}`);
    await response.json();
    times.push(Math.round(performance.now() - started));
  }
  return median(times);
}

/** Target: the figures answer within 300 ms. Port: BENCH_DASHBOARD_PORT (4330). */
export async function benchDashboard() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_DASHBOARD_PORT ?? 4330);
  return withApiOnScratchPostgres(serverUrl, 'dashboard', port, async ({ base, databaseUrl }) => {
    await fill(databaseUrl);
    return {
      superAdminMs: await timeDashboard(base, await signIn(base)),
      clientAdminMs: await timeDashboard(base, await signInAs(base, CLIENT_ADMIN)),
    };
  });
}

export function dashboardRows(figures) {
  const size = '10,000 tenants, 1,000,000 end users (PostgreSQL 15, median)';
  if (!figures)
    return [[`Dashboard figures at ${size}`, 'not measured (no BENCH_DATABASE_URL)', '≤ 300 ms']];
  return [
    [`Dashboard figures, super admin, at ${size}`, `${figures.superAdminMs} ms`, '≤ 300 ms'],
    [`Dashboard figures, client admin, at ${size}`, `${figures.clientAdminMs} ms`, '≤ 300 ms'],
  ];
}
