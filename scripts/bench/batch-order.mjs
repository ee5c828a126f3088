// A batch of 10,000 people created on PostgreSQL (issue 27 item 2, decision 047): the New
// Batch upload checks every row, creates the tenant's 10,000 users through the Tenant Users
// import and records the batch with a card per person, in one request. Also times the batch's
// detail with all 10,000 cards and its encoding file. PostgreSQL only (BENCH_DATABASE_URL).
import { createTenant, signIn, withApiOnScratchPostgres } from './users-api.mjs';

const PEOPLE = 10_000;

function peopleCsv(round) {
  const lines = ['First Name,Last Name,Email,Title'];
  for (let i = 1; i <= PEOPLE; i++) {
    lines.push(`Person,No ${i},person${i}@batch.example.com,Title ${round}`);
  }
  return `${lines.join('\n')}\n`;
}

async function timed(label, request) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  const ms = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`${label}: ${response.status} ${body.slice(0, 300)}`);
  return { ms, body };
}

function uploadBatch(base, cookie, tenantId, round) {
  const form = new FormData();
  form.append('name', `Bench batch ${round}`);
  form.append('file', new Blob([peopleCsv(round)], { type: 'text/csv' }), 'people.csv');
  return timed('batch upload', () =>
    fetch(`${base}/api/management/batches/${tenantId}`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    }),
  );
}

/** Target: the batch of 10,000 people in ≤ 10 s. Port: BENCH_BATCH_PORT (4340). */
export async function benchBatchOrder() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const port = Number(process.env.BENCH_BATCH_PORT ?? 4340);
  return withApiOnScratchPostgres(serverUrl, 'batch', port, async ({ base }) => {
    const cookie = await signIn(base);
    const tenantId = await createTenant(base, cookie, 'Batch bench');
    const created = await uploadBatch(base, cookie, tenantId, 1);
    const batch = JSON.parse(created.body);
    if (batch.row_count !== PEOPLE || batch.users.created !== PEOPLE) {
      throw new Error(`batch upload stored ${batch.row_count} rows, ${batch.users.created} users`);
    }
    const updated = await uploadBatch(base, cookie, tenantId, 2);
    const batchUrl = `${base}/api/management/batches/${tenantId}/${batch.id}`;
    const detail = await timed('batch detail', () =>
      fetch(`${batchUrl}?limit=${PEOPLE}`, { headers: { cookie } }),
    );
    const encoding = await timed('encoding file', () =>
      fetch(`${batchUrl}/encoding.csv`, { headers: { cookie } }),
    );
    return {
      createMs: created.ms,
      updateMs: updated.ms,
      detailMs: detail.ms,
      encodingMs: encoding.ms,
    };
  });
}

export function batchOrderRows(figures) {
  const name = 'New Batch of 10,000 people (users created, batch recorded; PostgreSQL 15)';
  if (!figures) return [[name, 'not measured (no BENCH_DATABASE_URL)', '≤ 10 s']];
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return [
    [name, seconds(figures.createMs), '≤ 10 s'],
    ['The same batch again (10,000 users updated)', seconds(figures.updateMs), '≤ 10 s'],
    ['Batch detail with its 10,000 cards', `${figures.detailMs} ms`, '—'],
    ['Encoding file of 10,000 cards (URL and NDEF record each)', `${figures.encodingMs} ms`, '—'],
  ];
}

// `node scripts/bench/batch-order.mjs`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchBatchOrder();
  console.log(JSON.stringify(figures));
  for (const row of batchOrderRows(figures)) console.log(row.join(' | '));
}
