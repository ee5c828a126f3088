import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app';
import { openPgDatabase } from '../../src/db/pg-database';
import { prepareDatabase } from '../../src/db/seed';
import { DATABASE_UNAVAILABLE } from '../../src/errors';
import { freePort } from '../helpers/free-port';
import { SUPER, signInAdmin } from '../helpers/session';

// Runs where a PostgreSQL server is part of the run (CI sets DATABASE_URL), but never stops
// that server: it starts a throwaway one of its own from the same installation.
const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/** The newest installed server's bin folder, or null. */
function postgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(join(POSTGRES_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = versions.at(-1);
  return newest ? join(POSTGRES_ROOT, newest, 'bin') : null;
}

function skipReason(bin: string | null): string | undefined {
  if (!process.env.DATABASE_URL) return 'needs DATABASE_URL (a PostgreSQL run)';
  if (!bin) return `needs PostgreSQL server binaries under ${POSTGRES_ROOT}`;
  return undefined;
}

/** PostgreSQL refuses to run as root: as root, the commands run as the postgres user. */
async function asPostgres(command: string): Promise<void> {
  const [file, args] = isRoot ? ['su', ['postgres', '-c', command]] : ['sh', ['-c', command]];
  await run(file, args, { timeout: 30_000 });
}

const bin = postgresBin();
const skip = skipReason(bin);

describe('a PostgreSQL restart under a running app', { skip, timeout: 90_000 }, () => {
  let dataDir = '';
  let port = 0;
  let app: FastifyInstance | undefined;
  let cookie = '';
  const pgCtl = (action: string) =>
    asPostgres(
      `${bin}/pg_ctl -D ${dataDir} -w -t 20 -l ${dataDir}/server.log ` +
        `-o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1' ${action}`,
    );

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bizcard-pg-restart-'));
    if (isRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dataDir, Number(stdout), Number(group));
    }
    await asPostgres(`${bin}/initdb -D ${dataDir} -U postgres --auth=trust >/dev/null`);
    port = await freePort();
    await pgCtl('start');
    const database = openPgDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
    await prepareDatabase(database);
    app = await build({ database, config: { isProduction: false, smtpUrl: null } });
    await app.ready();
    cookie = await signInAdmin(app, SUPER);
  });

  after(async () => {
    await app?.close().catch(() => undefined);
    if (dataDir) {
      await pgCtl('-m immediate stop').catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  const listTenants = () => app!.inject({ url: '/api/management/tenants', headers: { cookie } });

  test('answers 503 while the server is down and 200 again once it is back', async () => {
    const up = await listTenants();
    assert.equal(up.statusCode, 200, up.body);

    await pgCtl('-m fast stop');
    const down = await listTenants();
    assert.equal(down.statusCode, 503, down.body);
    assert.deepEqual(down.json(), { message: DATABASE_UNAVAILABLE });
    assert.equal(down.headers['retry-after'], '5');
    // A second request meets no stale connection either: the pool has none left.
    assert.equal((await listTenants()).statusCode, 503);

    await pgCtl('start');
    const back = await listTenants();
    assert.equal(back.statusCode, 200, back.body);
    assert.ok(back.json<{ tenants: unknown[] }>().tenants.length > 0);
  });
});
