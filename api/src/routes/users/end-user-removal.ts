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
  await tx.query(
    `DELETE FROM card_daily_counts AS c USING end_users AS u
      WHERE u.id = c.end_user_id AND u.tenant_id = $1 AND u.id = ANY($2::uuid[])`,
    [tenantId, [...userIds]],
  );
  const { rows } = await tx.query<RemovedUser & { had_photo: boolean }>(
    `DELETE FROM end_users WHERE tenant_id = $1 AND id = ANY($2::uuid[])
     RETURNING id, email, photo IS NOT NULL AS had_photo`,
    [tenantId, [...userIds]],
  );
  if (rows.length === 0) return [];
  const removed = rows.map((row) => row.id);
  await tx.query(
    `DELETE FROM sessions WHERE principal_type = 'end_user' AND principal_id = ANY($1::uuid[])`,
    [removed],
  );
  await tx.query(
    `DELETE FROM auth_tokens WHERE principal_type = 'end_user' AND principal_id = ANY($1::uuid[])`,
    [removed],
  );
  if (rows.some((row) => row.had_photo)) await dropUnreferencedImages(tx, tenantId);
  return rows.map(({ id, email }) => ({ id, email }));
}
