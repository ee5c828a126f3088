import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app';
import { openPgDatabase } from '../../src/db/pg-database';
import { prepareDatabase } from '../../src/db/seed';
import { DATABASE_UNAVAILABLE } from '../../src/errors';
import { SUPER, signInAdmin } from '../helpers/session';
import {
  type ThrowawayPostgres,
  throwawayPostgres,
  throwawaySkip,
} from '../helpers/throwaway-postgres';

// Runs where a PostgreSQL server is part of the run (CI sets DATABASE_URL), but never stops
// that server: it starts a throwaway one of its own from the same installation.
describe('a PostgreSQL restart under a running app', {
  skip: throwawaySkip,
  timeout: 90_000,
}, () => {
  let server: ThrowawayPostgres | undefined;
  let app: FastifyInstance | undefined;
  let cookie = '';

  before(async () => {
    server = await throwawayPostgres('bizcard-pg-restart-');
    const database = openPgDatabase(server.url);
    await prepareDatabase(database);
    app = await build({ database, config: { isProduction: false, smtpUrl: null } });
    await app.ready();
    cookie = await signInAdmin(app, SUPER);
  });

  after(async () => {
    await app?.close().catch(() => undefined);
    await server?.remove();
  });

  const listTenants = () => app!.inject({ url: '/api/management/tenants', headers: { cookie } });

  test('answers 503 while the server is down and 200 again once it is back', async () => {
    const up = await listTenants();
    assert.equal(up.statusCode, 200, up.body);

    await server!.stop('fast');
    const down = await listTenants();
    assert.equal(down.statusCode, 503, down.body);
    assert.deepEqual(down.json(), { message: DATABASE_UNAVAILABLE });
    assert.equal(down.headers['retry-after'], '5');
    // A second request meets no stale connection either: the pool has none left.
    assert.equal((await listTenants()).statusCode, 503);

    await server!.start();
    const back = await listTenants();
    assert.equal(back.statusCode, 200, back.body);
    assert.ok(back.json<{ tenants: unknown[] }>().tenants.length > 0);
  });
});
