import { FORMER_SHARED_ROLE } from './application-role';

/** `name` as an SQL identifier, whatever it holds. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * What the application role may do in this database, granted by the owner at every start
 * after the migrations, so that it covers their newest tables and whichever role
 * DATABASE_APP_ROLE names. Each statement can be run again; the migration lock orders
 * processes starting together.
 */
export function grantStatements(role: string, database: string): string[] {
  const to = quoteIdent(role);
  return [
    // Imports stage their rows in a temporary table; PUBLIC's TEMPORARY may have been revoked.
    `GRANT TEMPORARY ON DATABASE ${quoteIdent(database)} TO ${to}`,
    `GRANT USAGE ON SCHEMA public TO ${to}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${to}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${to}`,
    `REVOKE ALL ON schema_migrations FROM ${to}`,
    // The audit log is append-only (decision 019): SELECT, INSERT of an entry's content only
    // (its time and id are the database's), and a repeated entry's count may grow. Revoking
    // INSERT on the table revokes the column grants too, which are then given again.
    `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON audit_log FROM ${to}`,
    `GRANT INSERT (tenant_id, actor, actor_kind, action, target, level, message, repeat_key)
       ON audit_log TO ${to}`,
    `GRANT UPDATE (repeat_count) ON audit_log TO ${to}`,
    // Runs as the owner, for the retention purge (migration 015).
    `GRANT EXECUTE ON FUNCTION purge_audit_log(integer) TO ${to}`,
    // Every tenant's searched text, read only through audit_log_matching() (migration 047).
    `REVOKE ALL ON audit_log_text FROM ${to}`,
    `GRANT EXECUTE ON FUNCTION audit_log_matching(text, integer) TO ${to}`,
  ];
}

/**
 * Installations before per-installation roles ran as `bizcard_app`, a server-wide role whose
 * members were every installation's owner. Once another role serves this database, that one
 * keeps no right in it.
 */
export function formerRoleRevokeStatements(): string[] {
  const from = quoteIdent(FORMER_SHARED_ROLE);
  return [
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${from}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${from}`,
    `REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM ${from}`,
    `REVOKE ALL ON SCHEMA public FROM ${from}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM ${from}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM ${from}`,
  ];
}
