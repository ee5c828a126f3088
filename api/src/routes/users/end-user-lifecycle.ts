import type { Queryable } from '../../db/database';

/**
 * Sign-in links a deactivated person can no longer use. Registration links stay: admins hand
 * them out (decision 016), and registering while deactivated is refused with the reason
 * instead (see end-user-status.ts), so the link works again after reactivation.
 */
const SIGN_IN_TOKEN_KINDS = ['magic_link', 'password_reset'];

/**
 * Turns the given end users of a tenant active or inactive inside `tx`, and returns how many
 * changed (ids of other tenants or unknown ids are ignored). Deactivation takes effect at
 * once: the people's sessions end and their unused sign-in links stop working, in the same
 * transaction. Their card pages need no step here: the update of end_users notifies
 * 'card_changed' (migration 016), which drops the tenant's cached pages.
 * Audit entries are the caller's: one per edit, or one for a bulk action.
 */
export async function setEndUsersActive(
  tx: Queryable,
  tenantId: string,
  userIds: readonly string[],
  active: boolean,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const ids = [...userIds];
  // Counted in the database: a bulk action over 10,000 people sends back one row, not 10,000.
  // list_json (migration 003) carries `active`: its one value is swapped in the text, which
  // costs about half of recomputing the JSON in the row trigger (~2 s of CPU for 10,000 on
  // PGlite). Exact, since a quote inside a JSON string is always escaped; were the pair ever
  // missing, the text stays as it was and the trigger recomputes it.
  const { rows } = await tx.query<{ changed: number }>(
    `WITH changed AS (
       UPDATE end_users SET active = $3, updated_at = now(),
         list_json = replace(list_json, ',"active":' || (NOT $3)::text, ',"active":' || $3::text)
       WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND active IS DISTINCT FROM $3
       RETURNING 1)
     SELECT count(*)::int AS changed FROM changed`,
    [tenantId, ids, active],
  );
  if (!active) await endAccessOf(tx, tenantId, ids);
  return rows[0]?.changed ?? 0;
}

/**
 * Ends the sessions and voids the unused sign-in links of the tenant's inactive users among `ids`,
 * in one statement. The inactive ids are read once, as an array the principal indexes are
 * searched with: as an `IN (SELECT …)` on tables without statistics (PGlite has no autovacuum)
 * the planner joined each session to the 10,000 users, 14 s for 1,000 sessions.
 */
async function endAccessOf(tx: Queryable, tenantId: string, ids: string[]): Promise<void> {
  await tx.query(
    `WITH inactive AS MATERIALIZED (
       SELECT ARRAY(SELECT id FROM end_users
         WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND NOT active) AS ids),
     sessions_ended AS (
       DELETE FROM sessions WHERE principal_type = 'end_user'
       AND principal_id = ANY((SELECT ids FROM inactive)::uuid[]))
     DELETE FROM auth_tokens WHERE principal_type = 'end_user' AND used_at IS NULL
     AND kind = ANY($3::text[]) AND principal_id = ANY((SELECT ids FROM inactive)::uuid[])`,
    [tenantId, ids, SIGN_IN_TOKEN_KINDS],
  );
}
