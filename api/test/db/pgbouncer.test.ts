import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  type PgBouncer,
  pgBouncerProblem,
  startPgBouncer,
} from '../../../scripts/lib/start-pgbouncer.mjs';
import { build as buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { openPgDatabase } from '../../src/db/pg-database';
import { prepareDatabase } from '../../src/db/seed';
import { TEST_SECRETS_KEY } from '../helpers/build';
import {
  createTenant,
  manyUsersCsv,
  uploadCsv,
  uploadResult,
  usersUrl,
} from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';
import { scratchPostgres } from '../helpers/test-database';

// PgBouncer pools a PostgreSQL server: PGlite has nothing to pool.
const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl
  ? (pgBouncerProblem() ?? undefined)
  : 'needs DATABASE_URL: PgBouncer pools a PostgreSQL server';
// Two server connections for the API's ten: every transaction shares them with the others.
const POOL_SIZE = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the API through PgBouncer pooling by transaction', { skip, timeout: 120_000 }, () => {
  let bouncer: PgBouncer | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  let directUrl = '';
  let pooledUrl = '';
  let database: Database;
  let app: FastifyInstance | undefined;
  let outboxDir = '';
  let cookie = '';

  before(async () => {
    const scratch = await scratchPostgres(serverUrl as string);
    directUrl = scratch.url;
    dropDatabase = scratch.drop;
    bouncer = await startPgBouncer({ serverUrl: serverUrl as string, poolSize: POOL_SIZE });
    pooledUrl = bouncer.urlFor(directUrl);
    // DATABASE_URL through PgBouncer, DATABASE_LISTEN_URL direct: as open-database.ts does.
    database = openPgDatabase(pooledUrl, undefined, directUrl);
    await prepareDatabase(database);
    outboxDir = await mkdtemp(join(tmpdir(), 'bizcard-outbox-'));
    app = await buildApp({
      database,
      config: {
        isProduction: false,
        smtpUrl: null,
        publicAppUrl: 'http://localhost:8080',
        outboxDir,
        secretsKey: TEST_SECRETS_KEY,
      },
    });
    await app.ready();
    cookie = await signInAdmin(app, SUPER);
  });
  after(async () => {
    await app?.close();
    await bouncer?.stop();
    await dropDatabase();
    if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
  });

  const api = () => app as FastifyInstance;
  async function newUser(tenant: string, email: string): Promise<EndUser> {
    const created = await api().inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: { first_name: 'Pia', last_name: 'Pooled', email },
      headers: { cookie },
    });
    assert.equal(created.statusCode, 201, created.body);
    return created.json<EndUser>();
  }

  test('signs in with a password', async () => {
    const response = await api().inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { email: SUPER.email, password: SUPER.password },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('two tenants read at once over two shared server connections each see only their own rows', async () => {
    const tenants = [
      await createTenant(api(), 'Pooled One'),
      await createTenant(api(), 'Pooled Two'),
    ];
    for (const [i, tenant] of tenants.entries()) await newUser(tenant, `pooled${i}@example.com`);

    const reads = Array.from({ length: 40 }, (_, i) => {
      const tenantId = tenants[i % 2]!;
      return database
        .transaction(
          async (tx) => {
            // Holds the server connection a moment, so that the reads queue for the two.
            await tx.query('SELECT pg_sleep(0.005)');
            return tx.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM end_users');
          },
          { tenantId },
        )
        .then(({ rows }) => ({ tenantId, seen: rows.map((row) => row.tenant_id) }));
    });
    for (const { tenantId, seen } of await Promise.all(reads)) assert.deepEqual(seen, [tenantId]);

    const lists = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api().inject({ url: usersUrl(tenants[i % 2]!), headers: { cookie } }),
      ),
    );
    for (const [i, list] of lists.entries()) {
      assert.equal(list.statusCode, 200, list.body);
      assert.match(list.body, new RegExp(`pooled${i % 2}@example\\.com`));
      assert.doesNotMatch(list.body, new RegExp(`pooled${(i + 1) % 2}@example\\.com`));
    }

    // Outside a tenant's transaction: the application role, and no tenant's rows.
    const [who] = (
      await database.query<{ role: string; login: string }>(
        'SELECT current_user AS role, session_user AS login',
      )
    ).rows;
    assert.notEqual(who?.role, who?.login);
    const [count] = (
      await database.query<{ n: number }>('SELECT count(*)::int AS n FROM end_users')
    ).rows;
    assert.equal(count?.n, 0);
  });

  test('another client of PgBouncer finds no role, scope or LISTEN left on the shared connections', async () => {
    const validated = await Promise.all(
      Array.from({ length: 10 }, () =>
        api().inject({ url: '/api/auth/validate', headers: { cookie } }),
      ),
    );
    for (const response of validated) assert.equal(response.statusCode, 200, response.body);
    const other = new pg.Client({ connectionString: pooledUrl });
    await other.connect();
    try {
      for (let i = 0; i < 2 * POOL_SIZE; i++) {
        const { rows } = await other.query(
          `SELECT current_user AS role, coalesce(current_setting('app.tenant_id', true), '') AS tenant,
             coalesce(current_setting('app.all_tenants', true), '') AS all_tenants,
             (SELECT count(*)::int FROM pg_listening_channels()) AS listening`,
        );
        assert.deepEqual(rows[0], { role: 'postgres', tenant: '', all_tenants: '', listening: 0 });
      }
    } finally {
      await other.end();
    }
  });

  test('a change drops the card page: at once in this process, soon after from another one', async () => {
    const tenant = await createTenant(api(), 'Pooled Cards');
    const user = await newUser(tenant, 'card@pooled.example.com');
    const page = () => api().inject({ url: new URL(user.embedded_url).pathname });
    assert.equal((await page()).statusCode, 200);
    await page();

    const edited = await api().inject({
      method: 'PUT',
      url: `${usersUrl(tenant)}/${user.id}`,
      payload: {
        first_name: 'Pia',
        last_name: 'Pooled',
        email: user.email,
        title: 'Harbour Pilot',
      },
      headers: { cookie },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.match((await page()).body, /Harbour Pilot/);

    // Another API process's change reaches this one by its notification.
    const other = new pg.Client({ connectionString: pooledUrl });
    await other.connect();
    await other.query(`UPDATE end_users SET title = 'Lock Keeper' WHERE id = $1`, [user.id]);
    await other.end();
    let shown = false;
    for (let tries = 0; tries < 100 && !shown; tries++) {
      shown = /Lock Keeper/.test((await page()).body);
      if (!shown) await sleep(20);
    }
    assert.ok(shown, 'the page shows the other process’s change within 2 s');
  });

  test('a CSV upload is imported (COPY inside its transaction)', async () => {
    const tenant = await createTenant(api(), 'Pooled Import');
    const response = await uploadCsv(api(), tenant, manyUsersCsv(300, 'imported'), { cookie });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(uploadResult(response).created, 300);
    const { rows } = await database.transaction(
      (tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM end_users'),
      { tenantId: tenant },
    );
    assert.equal(rows[0]?.n, 300);
  });
});
