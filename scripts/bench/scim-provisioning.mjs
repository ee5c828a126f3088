// SCIM provisioning (issue 29 item 1, decision 054): a directory creating 10,000 people through
// POST /scim/v2/Users, one request per person, 20 requests at a time, on PostgreSQL, as Okta and
// Microsoft Entra ID provision a whole company on their first run. Target: all 10,000 within
// 60 s.
//
// Each person is what Okta sends: the core schema with the enterprise extension, a work email
// without `primary`, work and mobile phones and a work address. The token is made on the
// Provisioning API, as an admin makes it on the page.
// Needs BENCH_DATABASE_URL (a PostgreSQL server the bench may create databases on).
// `BENCH_DATABASE_URL=… node scripts/bench/scim-provisioning.mjs` runs it alone.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTenant, residentKb, signIn, withApiOnScratchPostgres } from './users-api.mjs';

const PEOPLE = Number(process.env.BENCH_SCIM_PEOPLE ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_SCIM_CONCURRENCY ?? 20);
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const DEPARTMENTS = ['Sales', 'Engineering', 'Finance', 'Marketing', 'Operations'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round1 = (value) => Math.round(value * 10) / 10;

/** The i-th person as Okta's first provisioning run sends them. */
const person = (i) => ({
  schemas: [CORE, ENTERPRISE],
  userName: `person.${i}@bench-directory.example.com`,
  externalId: `00u${String(i).padStart(17, '0')}`,
  name: { givenName: `Given${i}`, familyName: `Family${i}` },
  displayName: `Given${i} Family${i}`,
  emails: [{ value: `person.${i}@bench-directory.example.com`, type: 'work' }],
  phoneNumbers: [
    { value: `+1 212 555 ${String(i % 10_000).padStart(4, '0')}`, type: 'work' },
    { value: `+1 646 555 ${String((i * 7) % 10_000).padStart(4, '0')}`, type: 'mobile' },
  ],
  title: 'Account Executive',
  addresses: [
    {
      type: 'work',
      streetAddress: `${i} Fifth Avenue`,
      locality: 'New York',
      region: 'NY',
      postalCode: '10001',
      country: 'US',
    },
  ],
  active: true,
  [ENTERPRISE]: { organization: 'Bench Directory Inc.', department: DEPARTMENTS[i % 5] },
});

/** Sends every person, CONCURRENCY at a time; the statuses and each request's time. */
async function provision(base, token) {
  const times = new Array(PEOPLE);
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    while (next < PEOPLE) {
      const i = next++;
      const started = performance.now();
      const response = await fetch(`${base}/scim/v2/Users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        body: JSON.stringify(person(i)),
      });
      const body = await response.text();
      times[i] = performance.now() - started;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 201 && statuses.get(response.status) === 1)
        console.error(`POST /scim/v2/Users ${response.status}: ${body.slice(0, 300)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - started) / 1000, times, statuses };
}

async function countScimPeople(databaseUrl, tenantId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*) FROM end_users WHERE tenant_id = $1 AND scim_user_name IS NOT NULL',
      [tenantId],
    );
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}

/** The API's CPU time so far (user + system, ms), from /proc. */
async function cpuMs(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Provisions PEOPLE people through the API at `base` (process `pid`) on `databaseUrl`. */
export async function measure({ base, pid, databaseUrl }) {
  const cookie = await signIn(base);
  const tenantId = await createTenant(base, cookie, 'Bench Directory Inc.');
  const made = await fetch(`${base}/api/management/tenants/${tenantId}/scim-tokens`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Okta bench' }),
  });
  if (made.status !== 201) throw new Error(`token: ${made.status} ${await made.text()}`);
  const { secret } = await made.json();
  const cpuBefore = await cpuMs(pid);
  const run = await provision(base, secret);
  const apiCpuMs = (await cpuMs(pid)) - cpuBefore;
  if (run.statuses.get(201) !== PEOPLE)
    throw new Error(`answered ${JSON.stringify([...run.statuses])}, not all 201`);
  const stored = await countScimPeople(databaseUrl, tenantId);
  if (stored !== PEOPLE) throw new Error(`${stored} people stored of ${PEOPLE}`);
  return {
    people: PEOPLE,
    concurrency: CONCURRENCY,
    seconds: round1(run.seconds),
    perSecond: Math.round(PEOPLE / run.seconds),
    p50Ms: round1(percentile(run.times, 50)),
    p99Ms: round1(percentile(run.times, 99)),
    apiCpuSeconds: round1(apiCpuMs / 1000),
    apiResidentMb: Math.round((await residentKb(pid)) / 1024),
  };
}

/** Port: BENCH_SCIM_PORT (default 4670). Null without BENCH_DATABASE_URL. */
export async function benchScimProvisioning() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_SCIM_PORT ?? 4670);
  const result = await withApiOnScratchPostgres(serverUrl, 'scim', port, measure);
  return { date: new Date().toISOString(), ...result };
}

/** The README's row (figure, measured, target) of `benchScimProvisioning()`'s result. */
export const scimProvisioningRows = (r) =>
  r
    ? [
        [
          `PostgreSQL 15: SCIM POST /scim/v2/Users, ${r.people.toLocaleString('en-US')} people one request each, ${r.concurrency} at a time: total (people/s; p50 / p99 per request; API CPU)`,
          `${r.seconds} s (${r.perSecond}/s; ${r.p50Ms} / ${r.p99Ms} ms; ${r.apiCpuSeconds} s)`,
          '≤ 60 s',
        ],
      ]
    : [];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchScimProvisioning();
  console.log(JSON.stringify(result), scimProvisioningRows(result));
}
