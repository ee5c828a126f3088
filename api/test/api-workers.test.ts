import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scratchPostgres } from './helpers/test-database';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG_ERROR_EXIT = 78;
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: { ...base, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A free port in 4600–4699, the range kept for tests and benches. */
async function freeTestPort(): Promise<number> {
  const first = 4600 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 4600 + ((first - 4600 + i) % 100);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4600–4699');
}

/** A health check on a connection of its own, so that each one may reach another worker. */
function healthOnNewConnection(base: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health`, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

test('API_WORKERS=2 without DATABASE_URL refuses to start with a one-line message', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-workers-'));
  try {
    const child = startServer({ API_WORKERS: '2', DATA_DIR: join(dir, 'pglite'), PORT: '4699' });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'exit');
    assert.equal(code, CONFIG_ERROR_EXIT);
    assert.equal(
      stderr,
      'API_WORKERS=2 needs DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process.\n',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

describe('API_WORKERS=2 on PostgreSQL', {
  skip: !serverUrl && 'needs DATABASE_URL or TEST_DATABASE_URL',
  timeout: 120_000,
}, () => {
  let primary: ChildProcess;
  let base = '';
  let dir = '';
  let drop: () => Promise<void> = async () => undefined;
  // Workers' pids, from the `pid` of pino's own request lines: the API tells clients nothing.
  const answeredBy = new Set<number>();

  const answerUntil = async (done: () => boolean, what: string) => {
    for (let attempt = 0; attempt < 120 && !done(); attempt++) {
      await healthOnNewConnection(base);
      await sleep(attempt < 20 ? 10 : 250);
    }
    assert.ok(done(), what);
  };

  before(async () => {
    const scratch = await scratchPostgres(serverUrl as string);
    drop = scratch.drop;
    dir = await mkdtemp(join(tmpdir(), 'bizcard-workers-'));
    const port = await freeTestPort();
    base = `http://127.0.0.1:${port}`;
    primary = startServer({
      API_WORKERS: '2',
      DATABASE_URL: scratch.url,
      OUTBOX_DIR: join(dir, 'outbox'),
      PORT: String(port),
      LOG_LEVEL: 'info',
    });
    primary.stderr?.pipe(process.stderr);
    createInterface({ input: primary.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as {
        msg?: string;
        pid?: number;
        res?: { statusCode: number };
      };
      if (entry.msg === 'request completed' && entry.res?.statusCode === 200 && entry.pid) {
        answeredBy.add(entry.pid);
      }
    });
    await answerUntil(() => answeredBy.size > 0, 'the API did not start');
  });

  after(async () => {
    if (primary?.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  test('answers from two processes, and from a new one after one of them is killed', async () => {
    await answerUntil(() => answeredBy.size === 2, 'two workers answer');
    const [killed] = answeredBy;
    process.kill(killed, 'SIGKILL');
    // A connection handed to the worker as it died is lost with it: the next ones are answered.
    await healthOnNewConnection(base);
    for (let i = 0; i < 5; i++) assert.equal(await healthOnNewConnection(base), 200);
    await answerUntil(() => answeredBy.size === 3, 'a new worker replaces the killed one');
  });

  test('SIGTERM stops the primary and every worker', async () => {
    const exited = once(primary, 'exit');
    primary.kill('SIGTERM');
    assert.deepEqual(await exited, [0, null]);
    const alive = [...answeredBy].filter((pid) => {
      try {
        return process.kill(pid, 0);
      } catch {
        return false;
      }
    });
    assert.deepEqual(alive, []);
  });
});
