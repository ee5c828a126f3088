import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
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

async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(await pgliteVersion());
  for (const dir of TEMPLATE_INPUTS) {
    const names = (await readdir(join(SRC, dir))).filter((name) => /\.(ts|sql)$/.test(name)).sort();
    for (const name of names) hash.update(name).update(await readFile(join(SRC, dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh in-memory PGlite costs ~4 s (initdb); loading a dump of an already migrated and
 * seeded one costs <1 s. The dump is cached in the temp folder across test files and runs.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(TEMPLATE_DIR, `template-${await templateKey()}.tar`);
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
    await removeStaleTemplates(file);
    return dump;
  }
}

async function removeStaleTemplates(current: string): Promise<void> {
  for (const name of await readdir(TEMPLATE_DIR)) {
    const path = join(TEMPLATE_DIR, name);
    if (path !== current && name.endsWith('.tar')) await rm(path, { force: true });
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

/**
 * An empty, uniquely named database on the `serverUrl` server: its URL, and how to drop it
 * with the application role a start made for it (roles outlive their database).
 */
export async function scratchPostgres(serverUrl: string) {
  const name = `bizcard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminQuery(serverUrl, `DROP ROLE IF EXISTS "${defaultApplicationRole(name)}"`);
    },
  };
}

/** A migrated, seeded database of its own on the DATABASE_URL server, dropped by `dispose`. */
async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const scratch = await scratchPostgres(serverUrl);
  const database = openPgDatabase(scratch.url);
  await prepareDatabase(database);
  return { database, dispose: scratch.drop };
}

/** In-memory PGlite by default; a database of its own on DATABASE_URL's server when set. */
export function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? freshPostgres(serverUrl) : freshPglite();
}
