import type { Queryable } from '../../db/database';
import type { DayRange } from './report-period';

/**
 * Contacts card visitors sent the tenant's cards in the range (decision 053): counted per card
 * and day in card_daily_counts when they arrive, so a contact deleted later still counts, and
 * summed per tenant and day as they are written (migration 042): a row a day is read.
 */
export async function connectionCount(
  q: Queryable,
  tenantId: string,
  range: DayRange,
): Promise<number> {
  const { rows } = await q.query<{ connections: number }>(
    `SELECT coalesce(sum(connections), 0)::int AS connections FROM tenant_daily_counts
      WHERE tenant_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [tenantId, range.from, range.to],
  );
  return rows[0]?.connections ?? 0;
}
