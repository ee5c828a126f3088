// The card page with its 'Share your details' form (issue 28 item 1, decision 053): its size
// against the card page's 14 KB budget, and the form's own share (the same card with the form
// turned off in its template). `node scripts/bench/card-contact-form-size.mjs` runs it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE_BROWSER, seededCardPath } from './card-fixture.mjs';
import { startApi, stopApi } from './users-api.mjs';

/** The body's bytes as sent for `encoding`, undecoded (fetch would decode them). */
async function sentBytes(url, encoding) {
  const { default: http } = await import('node:http');
  const headers = { 'user-agent': PHONE_BROWSER, 'accept-encoding': encoding };
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const used = response.headers['content-encoding'] ?? 'identity';
          if (used !== encoding) reject(new Error(`${encoding} asked, ${used} sent`));
          else resolve({ bytes: body.length, text: encoding === 'identity' ? `${body}` : '' });
        });
      })
      .on('error', reject);
  });
}

/** Port: BENCH_CONTACT_FORM_PORT (default 4661). */
export async function benchCardContactFormSize() {
  const port = Number(process.env.BENCH_CONTACT_FORM_PORT ?? 4661);
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-contact-form-'));
  const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  const { child, base } = await startApi(port, env);
  try {
    const url = `${base}${await seededCardPath(base)}`;
    const plain = await sentBytes(url, 'identity');
    if (!plain.text.includes('Share your details')) throw new Error('the card page has no form');
    if (/<script/i.test(plain.text)) throw new Error('the card page runs a script');
    return {
      date: new Date().toISOString(),
      htmlBytes: plain.bytes,
      gzip: (await sentBytes(url, 'gzip')).bytes,
      br: (await sentBytes(url, 'br')).bytes,
    };
  } finally {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The README's row (figure, measured, target) of `benchCardContactFormSize()`'s result. */
export const cardContactFormSizeRows = (r) => [
  [
    "Card page with the 'Share your details' form, HTML+CSS: plain / gzip / brotli",
    `${kb(r.htmlBytes)} / ${kb(r.gzip)} / ${kb(r.br)}`,
    '≤ 14 KB',
  ],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCardContactFormSize();
  console.log(JSON.stringify(result), cardContactFormSizeRows(result));
}
