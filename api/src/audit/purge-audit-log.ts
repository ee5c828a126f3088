import type { Queryable } from '../db/database';

/**
 * Removes audit log entries older than `days` days and returns how many went. The database
 * function runs with the owner's rights (the application role may not delete entries) and
 * refuses fewer than 30 days (migration 015).
 */
export async function purgeAuditLog(db: Queryable, days: number): Promise<number> {
  const { rows } = await db.query<{ purged: number }>('SELECT purge_audit_log($1)::int AS purged', [
    days,
  ]);
  return rows[0]?.purged ?? 0;
}
