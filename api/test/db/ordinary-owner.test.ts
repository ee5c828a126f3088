import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EndUser, TenantListResponse } from '@bizcard/shared/model';
import { ROLES_SQL_FILE } from '../../src/db/application-role';
import { openDatabase } from '../../src/db/open-database';
import { prepareDatabase } from '../../src/db/seed';
import { DEMO_TENANTS } from '../../src/db/seed-people';
import { startApiProcess } from '../helpers/api-process';
import { TEST_SECRETS_KEY } from '../helpers/build';
import { manyUsersCsv } from '../helpers/end-users';
import {
  type Installation,
  ordinaryOwnerInstallation,
  queryAs,
  runToExit,
} from '../helpers/postgres-installation';
import { SUPER } from '../helpers/session';

// Managed PostgreSQL (RDS, Cloud SQL, Azure) never gives a superuser: the owner here is an
// ordinary role, its application role made beforehand by a DBA with ops/postgres/roles.sql.
const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? undefined : 'needs DATABASE_URL: it makes roles and databases';

/** The API's own environment, without the test run's database. */
function apiEnv(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error', ...settings };
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_APP_URL: 'https://bizcard.example.com',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SECRETS_KEY: TEST_SECRETS_KEY,
};

/** `url` whose sessions see every tenant's rows, as the seed's and migrations' do. */
function allTenants(url: string): string {
  const scoped = new URL(url);
  scoped.searchParams.set('options', '-c app.all_tenants=on');
  return scoped.toString();
}

const startServer = (env: NodeJS.ProcessEnv) => runToExit(['api/src/server.ts'], apiEnv(env));

describe('PostgreSQL owned by an ordinary role', { skip, timeout: 600_000 }, () => {
  let site: Installation;
  let outboxDir = '';
  before(async () => {
    site = await ordinaryOwnerInstallation(serverUrl!);
    outboxDir = await mkdtemp(join(tmpdir(), 'bizcard-owner-outbox-'));
  });
  after(async () => {
    await site?.drop();
    await rm(outboxDir, { recursive: true, force: true });
  });

  test('the migrations, the demo seed and create-super-admin run as that owner', async () => {
    const [owner] = await queryAs<{ bypasses: boolean }>(
      site.ownerUrl,
      'SELECT rolsuper OR rolbypassrls OR rolcreaterole AS bypasses FROM pg_roles WHERE rolname = current_user',
    );
    assert.equal(owner?.bypasses, false);
    const db = await openDatabase({ DATABASE_URL: site.ownerUrl });
    try {
      await prepareDatabase(db);
      const { rows } = await db.transaction(
        (tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants'),
        'all-tenants',
      );
      assert.equal(rows[0]?.n, DEMO_TENANTS.length);
    } finally {
      await db.close();
    }
    const created = await runToExit(
      ['api/src/db/create-super-admin.ts', 'ada@example.com', 'Ada', 'Lovelace'],
      apiEnv({ DATABASE_URL: site.ownerUrl }),
    );
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout, /^Super admin ada@example\.com created/);
  });

  test('the API on it imports a CSV with COPY and purges the audit log', async () => {
    // Written as the owner: the application role may not set an entry's time.
    await queryAs(
      allTenants(site.ownerUrl),
      `INSERT INTO audit_log (at, actor_kind, action, level, message)
       VALUES (now() - interval '400 days', 'system', 'old.entry', 'info', 'past retention')`,
    );
    const api = await startApiProcess(
      apiEnv({ DATABASE_URL: site.ownerUrl, OUTBOX_DIR: outboxDir }),
    );
    try {
      const login = await fetch(`${api.base}/api/auth/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SUPER.email, password: SUPER.password }),
      });
      assert.equal(login.status, 200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const get = async <T>(path: string) =>
        (await (await fetch(`${api.base}${path}`, { headers: { cookie } })).json()) as T;
      const { tenants } = await get<TenantListResponse>('/api/management/tenants');
      const acme = tenants.find((tenant) => tenant.name === 'Acme Corporation')!;
      const usersUrl = `/api/management/users/${acme.id}`;
      const before = (await get<{ users: EndUser[] }>(usersUrl)).users.length;

      const form = new FormData();
      form.append('csvFile', new Blob([manyUsersCsv(50)], { type: 'text/csv' }), 'users.csv');
      const upload = await fetch(`${api.base}${usersUrl}/csv/csv-upload`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      assert.equal(upload.status, 200, await upload.text());
      assert.equal((await get<{ users: EndUser[] }>(usersUrl)).users.length, before + 50);

      // The purge ran when the API became ready, as the application role.
      const old = await queryAs(
        allTenants(site.ownerUrl),
        "SELECT 1 FROM audit_log WHERE action = 'old.entry'",
      );
      assert.deepEqual(old, []);
    } finally {
      await api.stop();
    }
  });

  test('the shared role of earlier versions keeps no right in the database', async () => {
    await queryAs(
      site.superuserUrl,
      `DO $$ BEGIN
         IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bizcard_app') THEN
           CREATE ROLE bizcard_app NOLOGIN;
         END IF;
       END $$`,
    );
    // What migration 004 granted it, when every installation ran as bizcard_app.
    await queryAs(
      site.ownerUrl,
      'GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO bizcard_app',
    );
    const db = await openDatabase({ DATABASE_URL: site.ownerUrl });
    await prepareDatabase(db, { demoData: false }).finally(() => db.close());
    const [rights] = await queryAs<{ tenants: boolean }>(
      site.ownerUrl,
      "SELECT has_table_privilege('bizcard_app', 'tenants', 'SELECT') AS tenants",
    );
    assert.equal(rights?.tenants, false);
  });

  test('a start whose owner may not become the application role stops with one line', async () => {
    const other = `${site.database}_other`;
    await queryAs(serverUrl!, `CREATE ROLE "${other}" NOLOGIN`);
    try {
      const refused = await startServer({ DATABASE_URL: site.ownerUrl, DATABASE_APP_ROLE: other });
      assert.equal(refused.code, 78);
      assert.equal(
        refused.stderr,
        `DATABASE_URL's user "${site.owner}" may not become the application role "${other}": a DBA grants it (GRANT "${other}" TO "${site.owner}"; ${ROLES_SQL_FILE}), or DATABASE_APP_ROLE names the role made for this database.\n`,
      );
    } finally {
      await queryAs(serverUrl!, `DROP ROLE "${other}"`);
    }
    const missing = `${site.database}_missing`;
    const absent = await startServer({ DATABASE_URL: site.ownerUrl, DATABASE_APP_ROLE: missing });
    assert.equal(absent.code, 78);
    assert.equal(
      absent.stderr,
      `The application role "${missing}" does not exist, and DATABASE_URL's user "${site.owner}" may not create it: a DBA creates it (${ROLES_SQL_FILE}), or DATABASE_APP_ROLE names the role made for this database.\n`,
    );
  });

  test('production refuses a superuser connection and starts on the ordinary owner', async () => {
    const superuser = new URL(site.superuserUrl).username;
    const refused = await startServer({ ...PRODUCTION, DATABASE_URL: site.superuserUrl });
    assert.equal(refused.code, 78);
    assert.equal(
      refused.stderr,
      `Production mode (NODE_ENV=production) refuses DATABASE_URL's user "${superuser}": it is a superuser or has BYPASSRLS, so a request could bypass row-level security; connect as the database's owner, an ordinary role (${ROLES_SQL_FILE}).\n`,
    );
    const api = await startApiProcess(
      apiEnv({ ...PRODUCTION, DATABASE_URL: site.ownerUrl, OUTBOX_DIR: outboxDir }),
    );
    try {
      assert.equal((await fetch(`${api.base}/api/health`)).status, 200);
      const signIn = await fetch(`${api.base}/api/auth/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SUPER.email, password: 'wrong password' }),
      });
      // A request that reads the database answers as the application role, not 500.
      assert.equal(signIn.status, 401);
    } finally {
      await api.stop();
    }
  });
});

describe('two installations on one server', { skip, timeout: 300_000 }, () => {
  const sites: Installation[] = [];
  before(async () => {
    for (let i = 0; i < 2; i++) sites.push(await ordinaryOwnerInstallation(serverUrl!));
    for (const site of sites) {
      const db = await openDatabase({ DATABASE_URL: site.ownerUrl });
      await prepareDatabase(db, { demoData: false }).finally(() => db.close());
    }
  });
  after(async () => {
    for (const site of sites) await site.drop();
  });

  test('have an application role each, which the other owner cannot become', async () => {
    const [a, b] = sites as [Installation, Installation];
    assert.notEqual(a.applicationRole, b.applicationRole);
    assert.match(a.applicationRole, new RegExp(`^bizcard_${a.database}_app$`));
    await assert.rejects(
      queryAs(a.ownerUrl, `SET ROLE "${b.applicationRole}"`),
      /permission denied to set role/,
    );
    const [grants] = await queryAs<{ b_tenants: boolean }>(
      b.superuserUrl,
      `SELECT has_table_privilege($1, 'tenants', 'SELECT') AS b_tenants`,
      [a.applicationRole],
    );
    assert.equal(grants?.b_tenants, false);
  });

  test("an owner cannot connect to the other installation's database", async () => {
    const [a, b] = sites as [Installation, Installation];
    const otherDatabase = new URL(b.ownerUrl).pathname;
    const url = new URL(a.ownerUrl);
    url.pathname = otherDatabase;
    await assert.rejects(queryAs(url.toString(), 'SELECT 1'), /permission denied for database/);
  });
});
