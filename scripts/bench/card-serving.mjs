// How the card page is served (issue 13): requests/s at 50 connections against nginx serving the
// same bytes, 2 API processes against 1 (PostgreSQL), the page's compressed size, and the API's
// idle resident memory on PGlite and on PostgreSQL. `node scripts/bench/card-serving.mjs` runs
// it alone; BENCH_DATABASE_URL (a PostgreSQL server) adds the PostgreSQL figures.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { median, PHONE_BROWSER, seededCardPath } from './card-fixture.mjs';
import { adminQuery, startApi, stopApi } from './users-api.mjs';

const NGINX = '/usr/sbin/nginx';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SERVING_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_SERVING_ROUNDS ?? 3);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ratio = (a, b) => Math.round((a / b) * 100) / 100;

const seededCardUrl = async (base) => `${base}${await seededCardPath(base)}`;

/** The body as sent, undecoded (fetch would decompress it), and its Content-Encoding. */
function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'user-agent': PHONE_BROWSER, ...headers } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
        );
      })
      .on('error', reject);
  });
}

/** What the API sends for each encoding; the bytes compressed here as it would if it sends them plain. */
async function pageSize(url) {
  const plain = (await getRaw(url)).body;
  const sent = async (encoding, compress) => {
    const { body, encoding: used } = await getRaw(url, { 'accept-encoding': encoding });
    return used === encoding
      ? { bytes: body.length, served: true }
      : { bytes: compress(plain).length, served: false };
  };
  const brotli = (bytes) =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  return {
    htmlBytes: plain.length,
    gzip: await sent('gzip', gzipSync),
    br: await sent('br', brotli),
  };
}

async function load(url, seconds = SECONDS) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': PHONE_BROWSER },
  });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Takes turns (a, b, a, b, …) so that the machine's load weighs on both alike; medians. */
async function compare(a, b) {
  const runs = { a: [], b: [] };
  for (const url of [a, b]) if (url) await load(url, 2);
  for (let round = 0; round < ROUNDS; round++) {
    runs.a.push(await load(a));
    if (b) runs.b.push(await load(b));
  }
  const summary = (list) => ({
    rps: median(list.map((run) => run.rps)),
    p99Ms: median(list.map((run) => run.p99Ms)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
  });
  return { a: summary(runs.a), b: summary(runs.b), rounds: runs };
}

async function residentMb(pid, url) {
  for (let i = 0; i < 20; i++) await getRaw(url);
  await sleep(1000);
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 102.4) / 10;
}

/** nginx on `port` serving `body` at `url`'s path, in a temp folder, until `stop()`. */
async function startNginx(port, url, body) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-nginx-'));
  const file = join(dir, 'www', new URL(url).pathname);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  const conf = `daemon off; worker_processes auto; pid ${dir}/nginx.pid; user ${userInfo().username};
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off; default_type text/html;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  server { listen 127.0.0.1:${port}; root ${dir}/www; }
}
`;
  await writeFile(join(dir, 'nginx.conf'), conf);
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const nginxUrl = `http://127.0.0.1:${port}${new URL(url).pathname}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${await readFile(join(dir, 'error.log'), 'utf8')}`);
    if (attempt > 40) throw new Error('nginx did not start');
    const served = await getRaw(nginxUrl).then(
      ({ body: got }) => got.equals(body),
      () => false,
    );
    if (served) break;
    await sleep(250);
  }
  const stop = async () => {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  };
  return { url: nginxUrl, stop };
}

async function onPglite(port) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-serving-'));
  const env = { API_WORKERS: '1', DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  let api = await startApi(port, env);
  try {
    const url = await seededCardUrl(api.base);
    const residentFirstStartMb = await residentMb(api.child.pid, url);
    // PGlite's memory never shrinks after the first start's migrations and demo seed: a
    // restart on its data is what a deployed API holds.
    await stopApi(api.child);
    api = await startApi(port, env);
    const memory = { residentFirstStartMb, residentIdleMb: await residentMb(api.child.pid, url) };
    const size = await pageSize(url);
    if (!existsSync(NGINX)) {
      console.log(`nginx is not installed (${NGINX}; apt-get install nginx): no nginx anchor.`);
      return { ...memory, size, api: (await compare(url, null)).a, nginx: null };
    }
    const nginx = await startNginx(port + 1, url, (await getRaw(url)).body);
    try {
      const { a, b, rounds } = await compare(url, nginx.url);
      return { ...memory, size, api: a, nginx: b, ratio: ratio(a.rps, b.rps), rounds };
    } finally {
      await nginx.stop();
    }
  } finally {
    await stopApi(api.child);
    await rm(dir, { recursive: true, force: true });
  }
}

/** One API process and two, side by side on one database of their own. */
async function onPostgres(serverUrl, port) {
  const name = `bizcard_bench_serving_${process.pid}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const database = new URL(serverUrl);
  database.pathname = `/${name}`;
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-serving-'));
  const env = (workers) => ({
    API_WORKERS: String(workers),
    DATABASE_URL: database.href,
    OUTBOX_DIR: join(dir, 'outbox'),
  });
  const apis = [];
  try {
    apis.push(await startApi(port, env(1)));
    apis.push(await startApi(port + 1, env(2)));
    const [one, two] = apis;
    const url = await seededCardUrl(one.base);
    const residentIdleMb = await residentMb(one.child.pid, url);
    const twoUrl = url.replace(one.base, two.base);
    const { a: oneProcess, b: twoProcesses, rounds } = await compare(url, twoUrl);
    const gain = ratio(twoProcesses.rps, oneProcess.rps);
    return { residentIdleMb, oneProcess, twoProcesses, ratio: gain, rounds };
  } finally {
    for (const api of apis) await stopApi(api.child);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    // The application role the API made for it (bizcard_<database>_app) outlives it.
    await adminQuery(serverUrl, `DROP ROLE IF EXISTS "bizcard_${name}_app"`);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Ports: BENCH_SERVING_PORT (default 4640) and the three after it. */
export async function benchCardServing() {
  const port = Number(process.env.BENCH_SERVING_PORT ?? 4640);
  const results = { date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS };
  results.pglite = await onPglite(port);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) results.postgres = await onPostgres(serverUrl, port + 2);
  else console.log('BENCH_DATABASE_URL is not set: no PostgreSQL figures (2 processes vs 1).');
  return results;
}

const thousands = (n) => n.toLocaleString('en-US');
const served = (f) =>
  `${thousands(f.rps)} (p99 ${f.p99Ms} ms${f.errors ? `, ${f.errors} errors` : ''})`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The README's rows (figure, measured, target) of `benchCardServing()`'s results. */
export function cardServingRows({ pglite, postgres }) {
  const { size } = pglite;
  const compressed = (f) => `${kb(f.bytes)}${f.served ? '' : ' (compressible to)'}`;
  const anchor = pglite.nginx
    ? `${served(pglite.nginx)} = ${pglite.ratio}×`
    : '— (nginx not installed)';
  return [
    [
      `Card page, ${CONNECTIONS} connections, req/s: API (PGlite) / nginx, same bytes`,
      `${served(pglite.api)} / ${anchor}`,
      '≥ 0.5×, p99 ≤ 50 ms, 0 errors',
    ],
    ...(postgres
      ? [
          [
            'Card page, PostgreSQL, req/s: 2 API processes / 1',
            `${served(postgres.twoProcesses)} / ${served(postgres.oneProcess)} = ${postgres.ratio}×`,
            '≥ 1.6×',
          ],
        ]
      : []),
    [
      'Card page, HTML+CSS: plain / gzip / brotli',
      `${kb(size.htmlBytes)} / ${compressed(size.gzip)} / ${compressed(size.br)}`,
      '≤ 14 KB',
    ],
    [
      'API resident memory, idle: PGlite (restarted on its data) / PostgreSQL',
      `${pglite.residentIdleMb} MB / ${postgres ? `${postgres.residentIdleMb} MB` : '—'}`,
      '≤ 400 MB / ≤ 150 MB',
    ],
    [
      'PGlite: API resident memory after its first start (migrations, demo seed)',
      `${pglite.residentFirstStartMb} MB`,
      '≤ 500 MB',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchCardServing();
  console.log(JSON.stringify(results, null, 2));
  for (const row of cardServingRows(results)) console.log(`| ${row.join(' | ')} |`);
}
