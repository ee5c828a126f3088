import type { Queryable } from '../db/database';
import type { CardCountRow } from './card-counter';

/**
 * Adds a batch of counts in one statement. The tenant comes from the card's user; counts of a
 * user removed since the visit find no user and are left out.
 */
export async function addCardCounts(q: Queryable, rows: CardCountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO card_daily_counts AS c (end_user_id, day, tenant_id, views, saves, scans)
     SELECT n.end_user_id, n.day, u.tenant_id, n.views, n.saves, n.scans
       FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[], $5::int[])
              AS n(end_user_id, day, views, saves, scans)
       JOIN end_users u ON u.id = n.end_user_id
     ON CONFLICT (end_user_id, day) DO UPDATE SET
       views = c.views + EXCLUDED.views,
       saves = c.saves + EXCLUDED.saves,
       scans = c.scans + EXCLUDED.scans`,
    [
      rows.map((row) => row.endUserId),
      rows.map((row) => row.day),
      rows.map((row) => row.views),
      rows.map((row) => row.saves),
      rows.map((row) => row.scans),
    ],
  );
}
