import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import {
  freeTestPort,
  getOnNewConnection,
  healthOnNewConnection,
  startServer,
} from './helpers/api-server-process';
import { USER } from './helpers/session';
import { scratchPostgres } from './helpers/test-database';

const CONFIG_ERROR_EXIT = 78;
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  let scratchUrl = '';
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
    scratchUrl = scratch.url;
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

  test("a card page edited through one worker shows the edit at the other worker's next visit", async () => {
    const database = new pg.Client({ connectionString: scratchUrl });
    await database.connect();
    const { rows } = await database
      .query<{ card_slug: string }>('SELECT card_slug FROM end_users WHERE email = $1', [
        USER.email,
      ])
      .finally(() => database.end());
    const card = `${base}/c/${rows[0]!.card_slug}`;
    // New connections take turns between the workers: each one renders the page and keeps it.
    for (let visit = 0; visit < 8; visit++) {
      assert.doesNotMatch((await getOnNewConnection(card)).body, /Head of Cross-Process Tests/);
    }
    const signIn = await fetch(`${base}/api/auth/self-serve-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USER.email, password: USER.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const saved = await fetch(`${base}/api/self-serve/user-info`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Head of Cross-Process Tests' }),
    });
    assert.equal(saved.status, 200, await saved.text());
    for (let visit = 0; visit < 8; visit++) {
      assert.match((await getOnNewConnection(card)).body, /Head of Cross-Process Tests/);
    }
  });

  test('answers from two processes, and from a new one after one of them is killed', async () => {
    await answerUntil(() => answeredBy.size === 2, 'two workers answer');
    const [killed] = answeredBy;
    process.kill(killed, 'SIGKILL');
    // Connections handed to the worker before the primary saw it die are lost with it (one
    // or two, by where the turn-taking stood): then every new one is answered.
    const statuses: number[] = [];
    while (statuses.length < 8 && statuses.slice(-5).join() !== '200,200,200,200,200') {
      statuses.push(await healthOnNewConnection(base));
    }
    assert.deepEqual(statuses.slice(-5), [200, 200, 200, 200, 200], `answers: ${statuses}`);
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
