import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database, Queryable } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Several API processes may start together against one server; this lock orders them. */
export const MIGRATION_LOCK_SQL = 'SELECT pg_advisory_xact_lock(4203170001)';

/** Where a migration reports what it could not do: a pino logger, or the default below. */
export interface MigrationLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Migrations run before the API (and its logger) exists: warnings go to stderr as the lines
 * pino writes (level 40 is warn), so they read like the API's own log.
 */
export const STDERR_LOG: MigrationLog = {
  warn: (details, msg) =>
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...details, msg })}\n`),
};

/**
 * A data upgrade that needs the API's own code (a numbered .ts file beside the .sql ones):
 * it runs once, in its own transaction under the same lock, and is recorded like them.
 */
export interface MigrationStep {
  up(tx: Queryable, log: MigrationLog): Promise<void>;
}

// Built (api/dist, decision 046), a .ts step is the .js file of the same name; it keeps its
// source's name as its version, so a database migrated from the sources does not run it again.
const isMigration = (name: string) => /^\d+_[\w-]+\.(sql|ts|js)$/.test(name);
const versionOf = (file: string) => file.replace(/\.js$/, '.ts');

async function runStep(tx: Queryable, file: string, log: MigrationLog): Promise<void> {
  const path = join(MIGRATIONS_DIR, file);
  if (file.endsWith('.sql')) return tx.exec(await readFile(path, 'utf8'));
  const step = (await import(pathToFileURL(path).href)) as MigrationStep;
  return step.up(tx, log);
}

/**
 * Applies every numbered .sql or .ts file not yet recorded in schema_migrations, in name
 * order, each in its own transaction. A migration changes every tenant's rows: its scope is
 * all tenants, which an owner that is not a superuser needs under the forced policies.
 */
export async function migrate(db: Database, log: MigrationLog = STDERR_LOG): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter(isMigration).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = versionOf(file);
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK_SQL);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.rows.length > 0) return false;
      await runStep(tx, file, log);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    }, 'all-tenants');
    if (ran) applied.push(version);
  }
  return applied;
}
