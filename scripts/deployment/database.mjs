// The deployment check's database on the test PostgreSQL (TEST_DATABASE_URL, a superuser),
// made as a DBA makes one for an installation (docs/operations.md): an ordinary owner role
// that logs in, the database it owns, the installation's application role. All dropped
// afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../apps.mjs';

// The SQL a DBA runs for one installation: an ordinary owner that logs in, the database it
// owns with PUBLIC's CONNECT revoked, and the installation's application role.
const ROLES_SQL = join(ROOT, 'ops', 'postgres', 'roles.sql');

async function asSuperuser(superuserUrl, statements) {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `base` with another user, password and database; with `ca` (the server's certificate or its
 * CA, a file), over TLS with the server's certificate and name verified.
 */
function urlFor(base, { user, password, database, ca }) {
  const url = new URL(base);
  url.username = user;
  url.password = password;
  url.pathname = `/${database}`;
  if (ca) {
    url.searchParams.set('sslmode', 'verify-full');
    url.searchParams.set('sslrootcert', ca);
  }
  return url.href;
}

/**
 * With TLS on the server (`ca` set): the API's own connections use it, and both sslmode
 * spellings an operator may copy connect. pg reads sslmode=require as verify-full unless
 * uselibpqcompat=true gives it libpq's meaning (encrypted, certificate not checked).
 */
export async function checkDatabaseTls(superuserUrl, database, ca) {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE s.ssl)::int AS encrypted
         FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid)
        WHERE a.datname = $1 AND a.usename = $2`,
      [database.name, database.owner],
    );
    const { total, encrypted } = rows[0];
    if (total === 0 || encrypted !== total) {
      throw new Error(`${encrypted} of the API's ${total} connections use TLS`);
    }
  } finally {
    await client.end();
  }
  const plain = urlFor(superuserUrl, {
    user: database.owner,
    password: database.password,
    database: database.name,
  });
  for (const query of [
    `sslmode=require&sslrootcert=${ca}`,
    'uselibpqcompat=true&sslmode=require',
  ]) {
    const probe = new pg.Client({ connectionString: `${plain}?${query}` });
    await probe.connect();
    const { rows } = await probe.query('SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
    await probe.end();
    if (!rows[0]?.ssl) throw new Error(`${query}: connected without TLS`);
  }
}

/**
 * Creates `bizcard_deploy_<random>` with its owner and application role; resolves with
 * `{ name, owner, password, applicationRole, url, drop }`. `url` connects as the owner, with
 * sslmode=verify-full when `ca` is given.
 */
export async function createDeploymentDatabase(superuserUrl, { ca } = {}) {
  const name = `bizcard_deploy_${randomBytes(4).toString('hex')}`;
  const owner = `${name}_owner`;
  const applicationRole = `${name}_app`;
  const password = randomBytes(12).toString('hex');
  if (existsSync(ROLES_SQL)) {
    // The DBA's own file, run as the operator's page says.
    execFileSync(
      'psql',
      [
        superuserUrl,
        ...['-q', '-v', 'ON_ERROR_STOP=1', '-v', `db=${name}`, '-v', `owner=${owner}`],
        ...['-v', `app_role=${applicationRole}`, '-v', `password=${password}`, '-f', ROLES_SQL],
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } else {
    await asSuperuser(superuserUrl, [
      `CREATE ROLE ${owner} LOGIN PASSWORD '${password}'`,
      `CREATE DATABASE ${name} OWNER ${owner}`,
      `REVOKE ALL ON DATABASE ${name} FROM PUBLIC`,
      `CREATE ROLE ${applicationRole} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`,
      `GRANT ${applicationRole} TO ${owner}`,
    ]);
  }
  return {
    name,
    owner,
    password,
    applicationRole,
    url: urlFor(superuserUrl, { user: owner, password, database: name, ca }),
    drop: () =>
      asSuperuser(superuserUrl, [
        `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        `DROP ROLE IF EXISTS ${applicationRole}`,
        `DROP ROLE IF EXISTS ${owner}`,
      ]),
  };
}

/**
 * The demo tenants and accounts (super@example.com…), which production never seeds, written
 * as the owner by api/src/db/seed.ts: the journeys and the fault bench sign in with them.
 */
export function seedDemoData(database) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed.ts'], {
    cwd: join(ROOT, 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATABASE_APP_ROLE: database.applicationRole,
      NODE_ENV: '',
    },
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`src/db/seed.ts exited ${code}`)),
    ),
  );
}

const TABLES = ['tenants', 'admin_users', 'end_users', 'audit_log'];

async function rowCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET app.all_tenants = 'on'");
    const counts = {};
    for (const table of TABLES) {
      counts[table] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * The backup of docs/operations.md, as the owner: pg_dump seeing every tenant's rows, restored
 * with pg_restore into a new database of the same owner; every table holds as many rows.
 */
export async function checkBackupRestore(superuserUrl, database) {
  const file = join(tmpdir(), `${database.name}.dump`);
  const restoredName = `${database.name}_restored`;
  const restored = new URL(database.url);
  restored.pathname = `/${restoredName}`;
  const restoredUrl = restored.href;
  const env = { ...process.env, PGOPTIONS: '-c app.all_tenants=on' };
  const quiet = { env, stdio: ['ignore', 'ignore', 'inherit'] };
  try {
    execFileSync('pg_dump', ['--enable-row-security', '-Fc', database.url, '-f', file], quiet);
    await asSuperuser(superuserUrl, [
      `CREATE DATABASE ${restoredName} OWNER ${database.owner}`,
      `REVOKE ALL ON DATABASE ${restoredName} FROM PUBLIC`,
    ]);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', restoredUrl, file], quiet);
    const [before, after] = [await rowCounts(database.url), await rowCounts(restoredUrl)];
    if (JSON.stringify(before) !== JSON.stringify(after) || before.end_users === 0) {
      throw new Error(`restored ${JSON.stringify(after)}, dumped ${JSON.stringify(before)}`);
    }
    return after;
  } finally {
    rmSync(file, { force: true });
    await asSuperuser(superuserUrl, [`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`]);
  }
}
