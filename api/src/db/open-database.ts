import { MEMORY_DATA_DIR, resolveDataDir } from '../paths';
import { urlApplicationRole } from './application-role';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

/** DATABASE_URL selects a PostgreSQL server; otherwise embedded PGlite in DATA_DIR (or memory). */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  if (env.DATABASE_URL) {
    const role = urlApplicationRole(env.DATABASE_URL, env.DATABASE_APP_ROLE);
    // DATABASE_LISTEN_URL: LISTEN needs a direct connection when DATABASE_URL is a pooler.
    return openPgDatabase(env.DATABASE_URL, role, env.DATABASE_LISTEN_URL || undefined);
  }
  const dataDir = resolveDataDir(env);
  return openPgliteDatabase(dataDir === MEMORY_DATA_DIR ? undefined : dataDir);
}
