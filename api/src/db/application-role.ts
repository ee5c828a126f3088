import { createHash } from 'node:crypto';
import pg from 'pg';
import { ConfigError } from '../config';

/**
 * The role PGlite's requests run as. PGlite's data folder is one installation's alone, and no
 * one else logs in to it, so a fixed name shares nothing.
 */
export const PGLITE_APPLICATION_ROLE = 'bizcard_app';

/** The one server-wide role every PostgreSQL installation ran as before per-installation roles. */
export const FORMER_SHARED_ROLE = 'bizcard_app';

/** Where a DBA finds the SQL that makes the owner and the application role. */
export const ROLES_SQL_FILE = 'ops/postgres/roles.sql';

// PostgreSQL truncates identifiers to 63 bytes; names outside this pattern would need quoting
// everywhere (the pool's startup options among them).
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const SIMPLE_DATABASE_NAME = /^[a-z0-9_]{1,51}$/;

/**
 * The application role of the database `databaseName` when DATABASE_APP_ROLE is not set:
 * `bizcard_<database>_app`, one per installation, since roles belong to the whole server.
 * A name that is not plain lower-case letters, digits and underscores, or is too long, is
 * shortened and given a hash of itself, so that two such names still get two roles.
 */
export function defaultApplicationRole(databaseName: string): string {
  if (SIMPLE_DATABASE_NAME.test(databaseName)) return `bizcard_${databaseName}_app`;
  const plain = databaseName
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .slice(0, 44);
  const hash = createHash('sha256').update(databaseName).digest('hex').slice(0, 6);
  return `bizcard_${plain}_${hash}_app`;
}

/** DATABASE_APP_ROLE when set (checked), or the default for `databaseName`. */
export function applicationRole(setting: string | undefined, databaseName: string): string {
  if (setting === undefined || setting.trim() === '') return defaultApplicationRole(databaseName);
  const role = setting.trim();
  if (!ROLE_NAME.test(role)) {
    throw new ConfigError(
      `DATABASE_APP_ROLE must be a role name of lower-case letters, digits and underscores, at most 63 (got "${setting}").`,
    );
  }
  return role;
}

/**
 * The application role of the database `connectionString` names (as pg reads it: the user's
 * name when the address has none), or `setting` (DATABASE_APP_ROLE) when set.
 */
export function urlApplicationRole(connectionString: string, setting?: string): string {
  return applicationRole(setting, new pg.Client({ connectionString }).database ?? '');
}
