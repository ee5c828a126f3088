// The card page with both wallet buttons (issue 28, decision 051): its size against the card
// page's 14 KB budget. The buttons show only with wallet settings, so the API runs here with
// signing material made for the run (never used to sign: the page only links to the passes).
// `node scripts/bench/card-wallet-size.mjs` runs it alone.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';
import { PHONE_BROWSER, seededCardPath } from './card-fixture.mjs';
import { startApi, stopApi } from './users-api.mjs';

/** A self-signed certificate and its key, PEM: enough for the API to accept the settings. */
function selfSigned() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }));
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600 * 1000);
  const subject = [{ name: 'commonName', value: 'Bench pass certificate' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const key = privateKey.export({ type: 'pkcs8', format: 'pem' });
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key };
}

async function walletEnv(dir) {
  const { cert, key } = selfSigned();
  await writeFile(join(dir, 'pass.pem'), cert);
  await writeFile(join(dir, 'pass.key'), key);
  const account = { client_email: 'bench@example.iam.gserviceaccount.com', private_key: key };
  return {
    APPLE_PASS_CERT: join(dir, 'pass.pem'),
    APPLE_PASS_KEY: join(dir, 'pass.key'),
    APPLE_WWDR_CERT: join(dir, 'pass.pem'),
    APPLE_PASS_TYPE_ID: 'pass.com.example.bench',
    APPLE_TEAM_ID: 'BENCH00000',
    GOOGLE_WALLET_ISSUER_ID: '3388000000000000000',
    GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(account),
  };
}

/** The body's bytes as sent for `encoding`, undecoded. */
function sentBytes(url, encoding) {
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

/** Port: BENCH_WALLET_PORT (default 4660). */
export async function benchCardWalletSize() {
  const port = Number(process.env.BENCH_WALLET_PORT ?? 4660);
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-wallet-'));
  const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  const { child, base } = await startApi(port, { ...env, ...(await walletEnv(dir)) });
  try {
    const url = `${base}${await seededCardPath(base)}`;
    const plain = await sentBytes(url, 'identity');
    for (const label of ['Add to Apple Wallet', 'Save to Google Wallet']) {
      if (!plain.text.includes(label)) throw new Error(`the card page has no '${label}'`);
    }
    const gzip = await sentBytes(url, 'gzip');
    const br = await sentBytes(url, 'br');
    return {
      date: new Date().toISOString(),
      htmlBytes: plain.bytes,
      gzip: gzip.bytes,
      br: br.bytes,
    };
  } finally {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The README's row (figure, measured, target) of `benchCardWalletSize()`'s result. */
export const cardWalletSizeRows = (r) => [
  [
    'Card page with both wallet buttons, HTML+CSS: plain / gzip / brotli',
    `${kb(r.htmlBytes)} / ${kb(r.gzip)} / ${kb(r.br)}`,
    '≤ 14 KB',
  ],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCardWalletSize();
  console.log(JSON.stringify(result), cardWalletSizeRows(result));
}
