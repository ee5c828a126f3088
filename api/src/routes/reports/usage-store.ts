import type { CardCounts, UsageDay } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import type { DayRange } from './report-period';

const SUMS = `coalesce(sum(c.views), 0)::int AS views, coalesce(sum(c.saves), 0)::int AS saves,
  coalesce(sum(c.scans), 0)::int AS scans`;

/** Whose counts: one tenant's, or (null) every tenant's, for the super admin's Dashboard. */
type TenantOrAll = string | null;

/**
 * The days to sum, `c`, of the tenant $1: the sums of its cards' card_daily_counts, kept per
 * tenant and day as they are written, and over every tenant per day (migration 024), so that
 * a period reads a row a day rather than every card's (or every tenant's).
 */
const daysOf = (tenantId: TenantOrAll) =>
  tenantId === null
    ? 'all_tenant_daily_counts c WHERE $1::uuid IS NULL'
    : 'tenant_daily_counts c WHERE c.tenant_id = $1::uuid';

/** Every day of the range, oldest first, with the tenant's counts (zeros where none). */
export async function dailyCounts(
  q: Queryable,
  tenantId: TenantOrAll,
  range: DayRange,
): Promise<UsageDay[]> {
  // The range's counts summed per day in one pass, then laid over every day of the range, so
  // that across every tenant (the Dashboard) the counts are read once, not once per day.
  const { rows } = await q.query<UsageDay>(
    `WITH counted AS (
       SELECT c.day, ${SUMS} FROM ${daysOf(tenantId)} AND c.day BETWEEN $2::date AND $3::date
        GROUP BY c.day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(c.views, 0) AS views,
            coalesce(c.saves, 0) AS saves, coalesce(c.scans, 0) AS scans
       FROM (SELECT $2::date + i AS day FROM generate_series(0, $3::date - $2::date) AS i) AS d
       LEFT JOIN counted c ON c.day = d.day
      ORDER BY d.day`,
    [tenantId, range.from, range.to],
  );
  return rows;
}

export async function totalCounts(
  q: Queryable,
  tenantId: TenantOrAll,
  range: DayRange,
): Promise<CardCounts> {
  const { rows } = await q.query<CardCounts>(
    `SELECT ${SUMS} FROM ${daysOf(tenantId)} AND c.day BETWEEN $2::date AND $3::date`,
    [tenantId, range.from, range.to],
  );
  return rows[0] ?? { views: 0, saves: 0, scans: 0 };
}

export const sumCounts = (days: CardCounts[]): CardCounts =>
  days.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      saves: sum.saves + day.saves,
      scans: sum.scans + day.scans,
    }),
    { views: 0, saves: 0, scans: 0 },
  );

/** Visits of the range not counted (repeats, floods: decision 020). */
export async function filteredVisits(
  q: Queryable,
  tenantId: string,
  range: DayRange,
): Promise<number> {
  const { rows } = await q.query<{ filtered: number }>(
    `SELECT coalesce(sum(filtered), 0)::int AS filtered FROM card_filtered_counts
      WHERE tenant_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [tenantId, range.from, range.to],
  );
  return rows[0]?.filtered ?? 0;
}
