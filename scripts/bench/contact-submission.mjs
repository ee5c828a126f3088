// A card visitor sharing their details (issue 28 item 1, decision 053): the time of
// POST /c/{slug}/contact on PostgreSQL, from the post to the 303 (the contact, its count, its
// audit entry and the owner's mail written in one statement; the mail leaves after the answer).
// Target p99 ≤ 50 ms.
//
// The form's spam checks stay on. Each post comes from an address of its own (X-Forwarded-For,
// read because the API runs with TRUST_PROXY=127.0.0.1, as behind a proxy), so no address
// reaches its 5 posts in 10 minutes; the posts are spread over cards, 40 each, under a card's
// 50 an hour; and every visitor opens the card page first and posts after the 3 s fill time.
// The anchor is the card page's own answer time for the same visitors in the same run.
// Needs BENCH_DATABASE_URL (a PostgreSQL server the bench may create databases on).
// `BENCH_DATABASE_URL=… node scripts/bench/contact-submission.mjs` runs it alone.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PHONE_BROWSER } from './card-fixture.mjs';
import { withApiOnScratchPostgres } from './users-api.mjs';

const POSTS = Number(process.env.BENCH_CONTACT_POSTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONTACT_CONCURRENCY ?? 4);
const PER_CARD = 40;
const FILL_MS = 3_200;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round1 = (ms) => Math.round(ms * 10) / 10;

/** Runs `work(i)` for i in 0..count-1, `CONCURRENCY` at a time; each returns its time in ms. */
async function timed(count, work) {
  const times = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      await work(i);
      times[i] = performance.now() - started;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return times;
}

/** Cards enough for POSTS, made straight in the database (the seeded tenant's people). */
async function makeCards(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, active)
       SELECT t.id, 'Bench', 'Owner ' || g, 'bench-owner-' || g || '@bench.example.com', true
       FROM (SELECT id FROM tenants ORDER BY name LIMIT 1) t, generate_series(1, $1) g
       RETURNING card_slug`,
      [count],
    );
    return rows.map((row) => row.card_slug);
  } finally {
    await client.end();
  }
}

async function countContacts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) FROM contacts')).rows[0].count);
  } finally {
    await client.end();
  }
}

async function measure({ base, databaseUrl }) {
  const slugs = await makeCards(databaseUrl, Math.ceil(POSTS / PER_CARD));
  const slugOf = (i) => slugs[Math.floor(i / PER_CARD)];
  const tokens = new Array(POSTS);
  const headers = (i) => ({ 'user-agent': PHONE_BROWSER, 'x-forwarded-for': address(i) });
  const pageMs = await timed(POSTS, async (i) => {
    const page = await fetch(`${base}/c/${slugOf(i)}`, { headers: headers(i) });
    const html = await page.text();
    tokens[i] = /name="t" value="([^"]+)"/.exec(html)?.[1];
    if (page.status !== 200 || !tokens[i]) throw new Error(`card page: ${page.status}`);
  });
  await sleep(FILL_MS);
  const statuses = new Map();
  const postMs = await timed(POSTS, async (i) => {
    const body = new URLSearchParams({
      t: tokens[i],
      name: `Visitor ${i}`,
      email: `visitor-${i}@visitor.example`,
      phone: '+44 20 7946 0000',
      company: 'Visitor Ltd',
      note: 'Met at the fair',
      consent: 'on',
    });
    const sent = await fetch(`${base}/c/${slugOf(i)}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers(i), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    await sent.arrayBuffer();
    statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
  });
  if (statuses.get(303) !== POSTS)
    throw new Error(`posts answered ${JSON.stringify([...statuses])}, not all 303`);
  const stored = await countContacts(databaseUrl);
  if (stored !== POSTS) throw new Error(`${stored} contacts stored of ${POSTS}`);
  return {
    posts: POSTS,
    cards: slugs.length,
    concurrency: CONCURRENCY,
    p50Ms: round1(percentile(postMs, 50)),
    p99Ms: round1(percentile(postMs, 99)),
    maxMs: round1(Math.max(...postMs)),
    pageP50Ms: round1(percentile(pageMs, 50)),
    pageP99Ms: round1(percentile(pageMs, 99)),
  };
}

/** Port: BENCH_CONTACT_PORT (default 4666). Null without BENCH_DATABASE_URL. */
export async function benchContactSubmission() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_CONTACT_PORT ?? 4666);
  const result = await withApiOnScratchPostgres(serverUrl, 'contacts', port, measure, {
    TRUST_PROXY: '127.0.0.1',
  });
  return { date: new Date().toISOString(), ...result };
}

/** The README's row (figure, measured, target) of `benchContactSubmission()`'s result. */
export const contactSubmissionRows = (r) =>
  r
    ? [
        [
          `PostgreSQL 15: contact form post → 303, ${r.posts} posts to ${r.cards} cards, ${r.concurrency} at a time: p50 / p99 / anchor: the card page's p99 for the same visitors`,
          `${r.p50Ms} ms / ${r.p99Ms} ms / ${r.pageP99Ms} ms`,
          'p99 ≤ 50 ms',
        ],
      ]
    : [];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchContactSubmission();
  console.log(JSON.stringify(result), contactSubmissionRows(result));
}
