import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { CsvUploadResponse, EndUser, TenantListResponse } from '@bizcard/shared/model';
import pg from 'pg';
import { IMPORT_STALE_AFTER_MS } from '../../src/user-import/csv-journal';
import { type ApiProcess, startApiProcess } from '../helpers/api-process';
import { manyUsersCsv } from '../helpers/end-users';
import { SUPER } from '../helpers/session';
import { scratchPostgres } from '../helpers/test-database';

const ROWS = 100_000;
/** PGlite: written before the kill, well into the upload, with many batches to undo. */
const KILL_AFTER_ROWS = 5_000;
const serverUrl = process.env.DATABASE_URL;
const database = serverUrl ? 'PostgreSQL' : 'PGlite';
// PGlite is one process's alone, so a restart rolls back at once; on PostgreSQL another live
// process may own an import, so it is rolled back once its heartbeat is stale.
const ROLLBACK_WAIT_MS = serverUrl ? IMPORT_STALE_AFTER_MS * 2 : 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the API killed during a ${ROWS.toLocaleString('en-US')}-row upload (${database})`, {
  timeout: 240_000,
}, () => {
  let dir = '';
  let env: NodeJS.ProcessEnv = {};
  let dropDatabase = async (): Promise<void> => undefined;
  let api: ApiProcess | undefined;
  let cookie = '';

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bizcard-import-kill-'));
    env = { ...process.env, DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
    delete env.DATABASE_URL;
    if (serverUrl) {
      const scratch = await scratchPostgres(serverUrl);
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
    api = await startApiProcess(env);
    const response = await call('/api/auth/login/password', {
      email: SUPER.email,
      password: SUPER.password,
    });
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  after(async () => {
    await api?.stop();
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  });

  async function call(path: string, body?: unknown | FormData): Promise<Response> {
    const init: RequestInit = { headers: { cookie } };
    if (body instanceof FormData) Object.assign(init, { method: 'POST', body });
    else if (body) {
      Object.assign(init, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { cookie, 'content-type': 'application/json' },
      });
    }
    return fetch(`${api!.base}${path}`, init);
  }

  const users = async (tenantId: string) =>
    ((await (await call(`/api/management/users/${tenantId}`)).json()) as { users: EndUser[] })
      .users;
  const upload = (tenantId: string, csv: string) => {
    const form = new FormData();
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'users.csv');
    return call(`/api/management/users/${tenantId}/csv/csv-upload`, form);
  };

  /** PGlite: the import's batches have written `count` users of the tenant. */
  async function usersWritten(tenantId: string, count: number) {
    let seen = 0;
    for (let polls = 0; seen < count && polls < 600; polls++) {
      await sleep(100);
      seen = (await users(tenantId)).length;
    }
    assert.ok(seen >= count, 'the upload did not get far enough');
    console.log(`# [fault] killing the API with ${seen} users of the tenant written`);
  }

  /** PostgreSQL: the import's one merge statement is running. */
  async function mergeRunning(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (let polls = 0; polls < 1200; polls++) {
        const { rows } = await client.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database()
           AND pid <> pg_backend_pid() AND state = 'active'
           AND query LIKE '%INSERT INTO end_users AS u%'`,
        );
        if (rows.length > 0) {
          console.log('# [fault] killing the API while the merge statement runs');
          return;
        }
        await sleep(50);
      }
      assert.fail('the merge statement did not start');
    } finally {
      await client.end();
    }
  }

  test('keeps nothing of the upload and every user as committed before', async () => {
    const { tenants } = (await (
      await call('/api/management/tenants')
    ).json()) as TenantListResponse;
    const acme = tenants.find((tenant) => tenant.name === 'Acme Corporation')!;
    const before = await users(acme.id);
    // The file changes existing users' titles and adds new users.
    const changed = before
      .slice(0, 10)
      .map((u) => `${u.first_name},${u.last_name},${u.email},Changed`);
    const csv = manyUsersCsv(ROWS - changed.length).replace('\n', `\n${changed.join('\n')}\n`);

    const uploading = upload(acme.id, csv).catch((error: unknown) => error);
    if (serverUrl) await mergeRunning(env.DATABASE_URL!);
    else await usersWritten(acme.id, before.length + KILL_AFTER_ROWS);
    await api!.kill();
    assert.ok((await uploading) instanceof Error, 'the upload answered before the kill');

    api = await startApiProcess(env);
    let after = await users(acme.id);
    for (
      let waited = 0;
      after.length !== before.length && waited < ROLLBACK_WAIT_MS;
      waited += 500
    ) {
      await sleep(500);
      after = await users(acme.id);
    }
    assert.deepEqual(after, before);

    // The tenant's upload stays taken (409) until the recovery has rolled the import back.
    let again = await upload(acme.id, manyUsersCsv(3, 'after-restart'));
    for (let waited = 0; again.status === 409 && waited < ROLLBACK_WAIT_MS; waited += 1000) {
      await sleep(1000);
      again = await upload(acme.id, manyUsersCsv(3, 'after-restart'));
    }
    assert.equal(again.status, 200);
    assert.equal(((await again.json()) as CsvUploadResponse).created, 3);
  });
});
