import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { passwordCost } from '../../src/auth/passwords';
import { defaultApplicationRole } from '../../src/db/application-role';
import type { Database } from '../../src/db/database';
import { openPgDatabase } from '../../src/db/pg-database';
import { wrapPglite } from '../../src/db/pglite-database';
import { prepareDatabase } from '../../src/db/seed';

export interface TestDatabase {
  database: Database;
  /** Removes what the database left behind; call after the app (which closes it) is closed. */
  dispose(): Promise<void>;
}

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const TEMPLATE_DIR = join(tmpdir(), 'bizcard-api-test');
// Everything that shapes the migrated, seeded database; a change makes a new template.
const TEMPLATE_INPUTS = ['db', 'db/migrations', 'auth'];

async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = join(entry, '..', '..', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

async function inputsKey(): Promise<string> {
  const hash = createHash('sha256').update(await pgliteVersion());
  for (const dir of TEMPLATE_INPUTS) {
    const names = (await readdir(join(SRC, dir))).filter((name) => /\.(ts|sql)$/.test(name)).sort();
    for (const name of names) hash.update(name).update(await readFile(join(SRC, dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The template's name: what shapes it, then the password cost its demo people were hashed
 * at (a run's files use two: quick-passwords.ts and useProductionPasswordCost), so both live
 * side by side and only a change of the inputs makes the older ones stale.
 */
async function templateKey(): Promise<{ inputs: string; full: string }> {
  const inputs = await inputsKey();
  const { N, r, p } = passwordCost();
  return { inputs, full: `${inputs}_n${Math.log2(N)}r${r}p${p}` };
}

/**
 * A fresh in-memory PGlite costs ~4 s (initdb); loading a dump of an already migrated and
 * seeded one costs <1 s. The dump is cached in the temp folder across test files and runs.
 */
async function pgliteTemplate(): Promise<Blob> {
  const key = await templateKey();
  const file = join(TEMPLATE_DIR, `template-${key.full}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await PGlite.create();
    await prepareDatabase(wrapPglite(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
    await removeStaleTemplates(`template-${key.inputs}_`);
    return dump;
  }
}

async function removeStaleTemplates(currentPrefix: string): Promise<void> {
  for (const name of await readdir(TEMPLATE_DIR)) {
    if (name.endsWith('.tar') && !name.startsWith(currentPrefix)) {
      await rm(join(TEMPLATE_DIR, name), { force: true });
    }
  }
}

async function freshPglite(): Promise<TestDatabase> {
  const pglite = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  return { database: wrapPglite(pglite), dispose: async () => undefined };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Drops a database of the tests and the application role a start made for it. */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(serverUrl, `DROP ROLE IF EXISTS "${defaultApplicationRole(name)}"`);
}

/**
 * An empty, uniquely named database on the `serverUrl` server: its URL, and how to drop it
 * with the application role a start made for it (roles outlive their database).
 */
export async function scratchPostgres(serverUrl: string, template?: string) {
  const name = `bizcard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`,
  );
  return { url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}

// Held while a test process looks for the template database, and makes it when missing.
const TEMPLATE_LOCK = 72_410_001;
const TEMPLATE_PREFIX = 'bizcard_template_';

/**
 * Migrating and seeding a PostgreSQL database takes seconds; copying a migrated, seeded one
 * (CREATE DATABASE … TEMPLATE) a fraction of one. The template is made once per change of
 * what shapes it and kept on the server across runs; older ones are dropped.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const key = await templateKey();
  const name = `${TEMPLATE_PREFIX}${key.full}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    // Templates of other inputs, and any half-built one (built only under this lock); the
    // other password cost's template of these inputs stays.
    const stale = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)
         AND (NOT starts_with(datname, $2) OR datname LIKE '%\\_building')`,
      [TEMPLATE_PREFIX, `${TEMPLATE_PREFIX}${key.inputs}_`],
    );
    for (const { datname } of stale.rows) {
      await dropDatabase(serverUrl, datname);
      // The role made while it was built; still granted in a copy left by a killed run, it stays.
      const role = defaultApplicationRole(`${datname}_building`);
      await adminQuery(serverUrl, `DROP ROLE IF EXISTS "${role}"`).catch(() => undefined);
    }
    // Made under a name of its own, renamed once whole: a run stopped halfway leaves no template.
    const building = `${name}_building`;
    await adminQuery(serverUrl, `CREATE DATABASE "${building}"`);
    const database = openPgDatabase(databaseUrl(serverUrl, building));
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
    // A closed pool's sessions end a moment after it resolves; a rename or a copy needs none.
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
      [building],
    );
    await untilNoSessions(client, building);
    await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return name;
  } finally {
    await client.end(); // ends the session, and its advisory lock with it
  }
}

async function untilNoSessions(client: pg.Client, database: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A migrated, seeded database of its own on the DATABASE_URL server, dropped by `dispose`. */
async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const scratch = await scratchPostgres(serverUrl, await postgresTemplate(serverUrl));
  const database = openPgDatabase(scratch.url);
  // Already migrated and seeded: this makes the copy's own application role.
  await prepareDatabase(database);
  return { database, dispose: scratch.drop };
}

/** In-memory PGlite by default; a database of its own on DATABASE_URL's server when set. */
export function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? freshPostgres(serverUrl) : freshPglite();
}
