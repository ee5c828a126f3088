// The card page with every section issue 28 added turned on (the 'Share your details' form,
// Share with its QR code, both wallet buttons; decisions 050, 051, 053): its size against the
// card page's 14 KB budget, for an English visitor and for an Arabic one (the longest texts).
// `node scripts/bench/card-page-size.mjs` runs it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE_BROWSER, seededCardPath } from './card-fixture.mjs';
import { walletEnv } from './card-wallet-env.mjs';
import { startApi, stopApi } from './users-api.mjs';

/** The body's bytes as sent for `encoding` (undecoded, as fetch would not give them). */
function sentBytes(url, encoding, language = 'en-US,en;q=0.9') {
  const headers = {
    'user-agent': PHONE_BROWSER,
    'accept-encoding': encoding,
    'accept-language': language,
  };
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

const SECTIONS = {
  'the contact form': /<form method="post" action="\/c\/[^"]+\/contact/,
  'the Share section': /<section class="share">/,
  'the QR code': /\/qr\.png"/,
  'the Apple Wallet button': /\/pass\.pkpass"/,
  'the Google Wallet button': /\/google-wallet"/,
};

/** Throws unless the page shows every section, without a script. */
function checkSections(html, language) {
  for (const [name, pattern] of Object.entries(SECTIONS))
    if (!pattern.test(html)) throw new Error(`the ${language} card page lacks ${name}`);
  if (/<script/i.test(html)) throw new Error('the card page runs a script');
}

async function sizes(url, language) {
  const plain = await sentBytes(url, 'identity', language);
  checkSections(plain.text, language);
  return {
    htmlBytes: plain.bytes,
    gzip: (await sentBytes(url, 'gzip', language)).bytes,
    br: (await sentBytes(url, 'br', language)).bytes,
  };
}

/** Port: BENCH_CARD_SIZE_PORT (default 4660). */
export async function benchCardPageSize() {
  const port = Number(process.env.BENCH_CARD_SIZE_PORT ?? 4660);
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-card-size-'));
  const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  const { child, base } = await startApi(port, { ...env, ...(await walletEnv(dir)) });
  try {
    const url = `${base}${await seededCardPath(base)}`;
    return {
      date: new Date().toISOString(),
      en: await sizes(url, 'en-US,en;q=0.9'),
      ar: await sizes(url, 'ar-EG,ar;q=0.9'),
    };
  } finally {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const figures = ({ htmlBytes, gzip, br }) => `${kb(htmlBytes)} / ${kb(gzip)} / ${kb(br)}`;

/** The README's row (figure, measured, target) of `benchCardPageSize()`'s result. */
export const cardPageSizeRows = (r) => [
  [
    'Card page with the contact form, Share and both wallet buttons, HTML+CSS: plain / gzip / brotli (English; Arabic)',
    `${figures(r.en)}; ${figures(r.ar)}`,
    '≤ 14 KB',
  ],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCardPageSize();
  console.log(JSON.stringify(result), cardPageSizeRows(result));
}
