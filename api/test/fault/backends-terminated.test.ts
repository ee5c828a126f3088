import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, type TestContext, test } from 'node:test';
import { type ApiProcess, startApiProcess } from '../helpers/api-process';
import { freeTestPort, startServer } from '../helpers/api-server-process';
import {
  type Answer,
  driveLoad,
  msUntilAllAnswer,
  signInSuper,
  terminateRepeatedly,
} from '../helpers/database-outage';
import { scratchPostgres } from '../helpers/test-database';

// Terminating sessions is a PostgreSQL fault: PGlite has no sessions to end.
const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? undefined : 'needs DATABASE_URL: it terminates PostgreSQL sessions';
const LOAD_LOOPS = 12;
const TERMINATIONS = 3;
const TERMINATION_GAP_MS = 400;
const BACK_WITHIN_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isAlive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Answers the load may see while the sessions end: 200, or 503 saying when to retry. */
function unexpected(answers: Answer[]): Answer[] {
  return answers.filter(
    (answer) => answer.status !== 200 && !(answer.status === 503 && answer.retryAfter),
  );
}

/**
 * Drives the load on `base`, terminates the database's sessions under it, and returns what
 * the load saw, how many sessions ended and how long until health and a database read
 * answered 200 again.
 */
async function terminateUnderLoad(t: TestContext, base: string, databaseUrl: string) {
  const cookie = await signInSuper(base);
  const tenants = `${base}/api/management/tenants`;
  let stopLoad: () => void = () => undefined;
  const load = driveLoad(
    tenants,
    cookie,
    LOAD_LOOPS,
    new Promise((resolve) => (stopLoad = resolve)),
  );
  const ended = await terminateRepeatedly(databaseUrl, TERMINATIONS, TERMINATION_GAP_MS);
  await sleep(TERMINATION_GAP_MS);
  stopLoad();
  const answers = await load;
  const backMs = await msUntilAllAnswer([`${base}/api/health`, tenants], cookie, BACK_WITHIN_MS);
  const unavailable = answers.filter((answer) => answer.status === 503).length;
  t.diagnostic(
    `${ended} sessions ended; ${answers.length} answers under load, ${unavailable} of them 503; ` +
      `200 again after ${backMs} ms`,
  );
  return { answers, ended, backMs };
}

describe('PostgreSQL sessions terminated under load', { skip, timeout: 180_000 }, () => {
  let dir = '';
  let databaseUrl = '';
  let drop = async (): Promise<void> => undefined;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bizcard-terminated-'));
    const scratch = await scratchPostgres(serverUrl as string);
    databaseUrl = scratch.url;
    drop = scratch.drop;
  });
  after(async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  test('a single API process lives, answers 503 with Retry-After meanwhile and 200 again within 5 s', async (t) => {
    let api: ApiProcess | undefined;
    try {
      const env = { ...process.env, DATABASE_URL: databaseUrl, OUTBOX_DIR: join(dir, 'outbox') };
      api = await startApiProcess(env);
      const { answers, ended, backMs } = await terminateUnderLoad(t, api.base, databaseUrl);
      assert.ok(ended > 0, 'no session was terminated');
      assert.ok(
        isAlive(api.child),
        `the API exited (${api.child.exitCode ?? api.child.signalCode})`,
      );
      assert.deepEqual(unexpected(answers), [], `of ${answers.length} answers under load`);
      assert.notEqual(backMs, null, 'health and the tenants list did not answer 200 within 5 s');
      assert.ok(isAlive(api.child), 'the API exited after the sessions ended');
    } finally {
      await api?.stop();
    }
  });

  test('API_WORKERS=2: no worker exits, and both answer 200 again within 5 s', async (t) => {
    const port = await freeTestPort();
    const base = `http://127.0.0.1:${port}`;
    const primary = startServer({
      API_WORKERS: '2',
      DATABASE_URL: databaseUrl,
      OUTBOX_DIR: join(dir, 'outbox'),
      PORT: String(port),
      LOG_LEVEL: 'error',
    });
    let output = '';
    primary.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    primary.stderr?.pipe(process.stderr);
    try {
      assert.notEqual(await msUntilAllAnswer([`${base}/api/health`], '', 60_000), null);
      const { answers, ended, backMs } = await terminateUnderLoad(t, base, databaseUrl);
      assert.ok(ended > 0, 'no session was terminated');
      assert.ok(isAlive(primary), 'the primary exited');
      assert.doesNotMatch(output, /An API worker stopped/);
      assert.deepEqual(unexpected(answers), [], `of ${answers.length} answers under load`);
      assert.notEqual(backMs, null, 'health and the tenants list did not answer 200 within 5 s');
      assert.doesNotMatch(output, /An API worker stopped/);
    } finally {
      if (isAlive(primary)) primary.kill('SIGKILL');
    }
  });
});
