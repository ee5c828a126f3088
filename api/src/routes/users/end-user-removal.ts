import type { Queryable } from '../../db/database';
import { dropUnreferencedImages } from './user-photo-store';

export interface RemovedUser {
  id: string;
  email: string;
}

/**
 * Deletes the given end users of a tenant inside `tx` and answers who went (ids of other
 * tenants or unknown ids are ignored). With them go their sessions and every one of their
 * sign-in, reset and registration links, their card counts (foreign key), and their own
 * photos once no one else's card shows the same image. Their card addresses keep answering
 * 410: the delete trigger of migration 011 records each in removed_card_slugs (decision 017),
 * and the statement's 'card_changed' notice (migration 016) drops the tenant's cached pages.
 * Audit entries are the caller's: one for a single delete, one for a bulk action.
 */
export async function deleteEndUsers(
  tx: Queryable,
  tenantId: string,
  userIds: readonly string[],
): Promise<RemovedUser[]> {
  if (userIds.length === 0) return [];
  // Their card counts first, in one statement: the Dashboard's day sums (migration 024) then
  // change once, locked in (tenant, day) and day order as the card counter's flush locks them.
  // Left to the foreign key's cascade, each user's counts would go in a statement of their
  // own, locking days in user order, which can deadlock with a flush.
  // The tenant's users among the ids are read once, as an array the counts' key is searched
  // with: the join planned without statistics (PGlite has no autovacuum) ran a bitmap scan
  // for each user, twice the time for 10,000.
  await tx.query(
    `DELETE FROM card_daily_counts WHERE end_user_id = ANY(ARRAY(
       SELECT id FROM end_users WHERE tenant_id = $1 AND id = ANY($2::uuid[])))`,
    [tenantId, [...userIds]],
  );
  // One statement with their sessions and links: the removed ids go no further than the
  // database, instead of coming back and being sent twice more as 10,000-id arrays.
  const { rows } = await tx.query<RemovedUser & { had_photo: boolean }>(
    `WITH removed AS (
       DELETE FROM end_users WHERE tenant_id = $1 AND id = ANY($2::uuid[])
       RETURNING id, email, photo IS NOT NULL AS had_photo),
     ids AS MATERIALIZED (SELECT ARRAY(SELECT id FROM removed) AS ids),
     sessions_ended AS (
       DELETE FROM sessions WHERE principal_type = 'end_user'
       AND principal_id = ANY((SELECT ids FROM ids)::uuid[])),
     links_voided AS (
       DELETE FROM auth_tokens WHERE principal_type = 'end_user'
       AND principal_id = ANY((SELECT ids FROM ids)::uuid[]))
     SELECT id, email, had_photo FROM removed`,
    [tenantId, [...userIds]],
  );
  if (rows.length === 0) return [];
  if (rows.some((row) => row.had_photo)) await dropUnreferencedImages(tx, tenantId);
  return rows.map(({ id, email }) => ({ id, email }));
}
