import type { CardFigures } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import type { DayRange } from '../reports/report-period';

type Counts = Omit<CardFigures, 'days' | 'from' | 'to'>;

/**
 * One card's counts over `range`, from the counters Reports sums per tenant (card_daily_counts,
 * decisions 020 and 053): a tap is among the scans there, so the QR scans are the difference.
 */
export async function cardCounts(
  q: Queryable,
  tenantId: string,
  endUserId: string,
  range: DayRange,
): Promise<Counts> {
  const { rows } = await q.query<Counts>(
    `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(saves), 0)::int AS saves,
            coalesce(sum(scans - taps), 0)::int AS scans, coalesce(sum(taps), 0)::int AS taps,
            coalesce(sum(connections), 0)::int AS contacts
       FROM card_daily_counts
      WHERE tenant_id = $1 AND end_user_id = $2 AND day BETWEEN $3::date AND $4::date`,
    [tenantId, endUserId, range.from, range.to],
  );
  return rows[0] ?? { views: 0, saves: 0, scans: 0, taps: 0, contacts: 0 };
}
