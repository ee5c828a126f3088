// The QR sheet of a batch of 10,000 people (issue 27 item 2): GET …/qr-sheet.pdf on the built
// API, timed from the client until the last byte, with the time to the first page and the API's
// resident growth while it streams (the PDF is written a page at a time, never whole in
// memory). On PGlite, as `npm start` runs: the work is the API's drawing, not the database's.
// `node scripts/bench/qr-sheet.mjs` runs it alone (it builds the API when stale: take the
// build lock, as for any production build).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTenant, residentKb, signIn, startApi, stopApi } from './users-api.mjs';

const PEOPLE = 10_000;
const TARGET_S = 30;
const FIRST = ['Ava', 'Ben', 'Chloé', 'Dmitri', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jun'];
const LAST = ['Okafor', 'Smith', 'Nguyen', 'García', 'Kowalski', 'Ito', 'Brown', 'Müller'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function peopleCsv() {
  const lines = ['First Name,Last Name,Email'];
  for (let i = 0; i < PEOPLE; i++) {
    lines.push(
      `${FIRST[i % FIRST.length]},${LAST[(i >> 3) % LAST.length]},qr${i}@bench.example.com`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function createBatch(base, cookie, tenantId) {
  const form = new FormData();
  form.append('name', 'QR sheet bench');
  form.append('file', new Blob([peopleCsv()], { type: 'text/csv' }), 'people.csv');
  const response = await fetch(`${base}/api/management/batches/${tenantId}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`batch upload: ${response.status} ${body.slice(0, 300)}`);
  const batch = JSON.parse(body);
  if (batch.row_count !== PEOPLE) throw new Error(`the batch holds ${batch.row_count} people`);
  return batch.id;
}

/** The whole PDF read as it streams: total and first-chunk times, size and page count. */
async function download(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`qr sheet: ${response.status} ${await response.text()}`);
  const chunks = [];
  let firstChunkMs = null;
  for await (const chunk of response.body) {
    firstChunkMs ??= Math.round(performance.now() - started);
    chunks.push(chunk);
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  const pdf = Buffer.concat(chunks);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  return { seconds, firstChunkMs, megabytes: Math.round(pdf.length / 104857.6) / 10, pages };
}

/** Peak VmRSS growth of `pid` over `idleKb` while `work` runs, sampled every 50 ms. */
async function residentGrowthDuring(pid, work) {
  const idleKb = await residentKb(pid);
  let peakKb = idleKb;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peakKb = Math.max(peakKb, await residentKb(pid));
      await sleep(50);
    }
  })();
  try {
    return { result: await work(), growthMb: Math.round((peakKb - idleKb) / 102.4) / 10 };
  } finally {
    running = false;
    await sampler;
  }
}

/** Target: the A4 sheet of 10,000 people in ≤ 30 s. Port: BENCH_QR_SHEET_PORT (4350). */
export async function benchQrSheet() {
  const port = Number(process.env.BENCH_QR_SHEET_PORT ?? 4350);
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-qr-sheet-'));
  const { child, base } = await startApi(port, {
    DATA_DIR: join(dir, 'pglite'),
    OUTBOX_DIR: join(dir, 'outbox'),
  });
  try {
    const cookie = await signIn(base);
    const tenantId = await createTenant(base, cookie, 'QR sheet bench');
    const batchId = await createBatch(base, cookie, tenantId);
    const url = `${base}/api/management/batches/${tenantId}/${batchId}/qr-sheet.pdf?paper=a4`;
    const { result, growthMb } = await residentGrowthDuring(child.pid, () => download(url, cookie));
    if (result.pages !== Math.ceil(PEOPLE / 24)) throw new Error(`${result.pages} pages`);
    return { ...result, apiGrowthMb: growthMb };
  } finally {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  }
}

export function qrSheetRows(figures) {
  const name = 'QR sheet PDF of a batch of 10,000 people, A4 (PGlite)';
  if (!figures) return [[name, 'not measured', `≤ ${TARGET_S} s`]];
  return [
    [
      name,
      `${figures.seconds} s (first page ${figures.firstChunkMs} ms, ${figures.pages} pages, ${figures.megabytes} MB)`,
      `≤ ${TARGET_S} s`,
    ],
    ['API memory growth while it streams', `${figures.apiGrowthMb} MB`, '—'],
  ];
}

// `node scripts/bench/qr-sheet.mjs`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchQrSheet();
  console.log(JSON.stringify(figures));
  for (const row of qrSheetRows(figures)) console.log(row.join(' | '));
}
