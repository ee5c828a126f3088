// The 10,000-user list of the users API bench (issue 13): the API's answer timed plain and
// brotli-compressed, and its anchor, the list's own SELECT run straight against the same
// database (user-list-anchor.mjs). users-api.mjs calls these with its API process.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = 6;

const ms = (start) => Math.round((performance.now() - start) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * GET with node:http (undici's fetch spends ~100 ms of its own reading a 10 MB body): the
 * bytes received, and the milliseconds to the first of them and to the last.
 */
function httpGet(url, cookie, acceptEncoding) {
  const headers = { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let bytes = 0;
      let firstByteMs = null;
      response.on('data', (chunk) => {
        firstByteMs ??= ms(started);
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, firstByteMs, ms: ms(started) })
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

async function timeRuns(url, cookie, acceptEncoding) {
  const runs = [];
  // One call more than the median needs: the first one after the upload is reported too.
  for (let run = 0; run < RUNS; run++) runs.push(await httpGet(url, cookie, acceptEncoding));
  const later = runs.slice(1);
  return {
    firstMs: runs[0].ms,
    medianMs: median(later.map((run) => run.ms)),
    firstByteMedianMs: median(later.map((run) => run.firstByteMs)),
    runsMs: later.map((run) => run.ms),
    bytes: runs[0].bytes,
  };
}

/** The list call at `tenantId`, as a client without compression and as a browser (brotli). */
export async function timeList(base, cookie, tenantId) {
  const url = `${base}/api/management/users/${tenantId}`;
  const plain = await timeRuns(url, cookie);
  const brotli = await timeRuns(url, cookie, 'gzip, deflate, br');
  return {
    listFirstMs: plain.firstMs,
    listMedianMs: plain.medianMs,
    listRunsMs: plain.runsMs,
    listFirstByteMs: plain.firstByteMedianMs,
    listBytes: plain.bytes,
    listBrotliMedianMs: brotli.medianMs,
    listBrotliBytes: brotli.bytes,
  };
}

/**
 * The anchor: median ms of the list's SELECT on the database the API used (`databaseEnv`:
 * DATABASE_URL, or DATA_DIR once the PGlite API has stopped).
 */
export function listAnchor(tenantId, databaseEnv) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, databaseEnv);
  const script = 'scripts/bench/user-list-anchor.mjs';
  const child = spawn(process.execPath, [script, tenantId], { cwd: root, env });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.pipe(process.stderr);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out).medianMs) : reject(new Error(`${script}: ${code}`)),
    ),
  );
}

/** `[figure, measured, target]` rows of the list for one database (`label`). */
export function usersListRows(label, f, target) {
  const ratio = f.listAnchorMs
    ? ` (${(f.listMedianMs / f.listAnchorMs).toFixed(2)}× its SELECT)`
    : '';
  return [
    [
      `${label}: list of 10,000 users (median) / anchor: its SELECT straight on the database`,
      `${f.listMedianMs} ms / ${f.listAnchorMs ?? '—'} ms${ratio}`,
      target,
    ],
    [
      `${label}: the same list brotli-compressed, as a browser gets it (median; bytes)`,
      `${f.listBrotliMedianMs} ms; ${(f.listBrotliBytes / 1024).toFixed(0)} KB of ${(f.listBytes / 1048576).toFixed(1)} MB`,
      '—',
    ],
  ];
}
