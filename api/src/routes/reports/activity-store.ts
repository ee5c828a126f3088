import type { CardActivity, EndUserWithoutCard } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../../db/database';
import { cardUrl } from '../cards/card-store';
import type { DayRange } from './report-period';

const LIST_SIZE = 10;

/**
 * The first days of the calendar months (UTC) the range touches, for $4: a card's month
 * (card_monthly_counts, migration 046) holds at least its days of the range in that month.
 */
export function monthsOf({ from, to }: DayRange): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; ) {
    months.push(month);
    const next = new Date(`${month}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    month = next.toISOString().slice(0, 10);
  }
  return months;
}

const PERSON = `u.id AS end_user_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email`;
const BY_NAME = 'lower(u.first_name), lower(u.last_name), u.id';
// Whether /c/{slug} shows the user's card (routes/cards/card-store.ts lookUpCard): an active
// user whose address is well formed (SLUG's pattern, in SQL: migration 024); a deactivated one
// answers 410. The tenants' card counts (tenant_card_counts) are kept by the same rule.
const HAS_CARD_PAGE = 'end_user_has_card_page(u.active, u.card_slug)';

/**
 * How many cards show their page: one tenant's, or (null) every tenant's (the Dashboard). Kept
 * per tenant as users are written (migration 024): a tenant's row, or one row per tenant.
 */
export async function activeCardCount(q: Queryable, tenantId: string | null): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT coalesce(sum(c.cards), 0)::int AS count FROM tenant_card_counts c
      WHERE ($1::uuid IS NULL OR c.tenant_id = $1::uuid)`,
    [tenantId],
  );
  return rows[0]?.count ?? 0;
}

type CardRow = Omit<CardActivity, 'card_url'> & { card_slug: string };
type Counted<T> = T & { total: number };

const withCardUrl =
  (publicAppUrl: string) =>
  ({ card_slug, ...row }: CardRow): CardActivity => ({
    ...row,
    card_url: cardUrl(publicAppUrl, card_slug),
  });

/** A card's exact `views` and `saves` in the range, from its own days (the primary key). */
const rangeSum = (card: string) => `(SELECT coalesce(sum(c.views), 0)::int AS views,
         coalesce(sum(c.saves), 0)::int AS saves
    FROM card_daily_counts c
   WHERE c.end_user_id = ${card} AND c.day BETWEEN $2::date AND $3::date)`;

/** The cards with the most `metric` in each month of the range: ten a month, from its index. */
const monthTop = (metric: Metric) => `SELECT DISTINCT k.end_user_id
    FROM unnest($4::date[]) AS m(month)
   CROSS JOIN LATERAL (SELECT x.end_user_id FROM card_monthly_counts x
                        WHERE x.tenant_id = $1 AND x.month = m.month AND x.${metric} > 0
                        ORDER BY x.${metric} DESC LIMIT ${LIST_SIZE}) AS k`;

/** Every card with at least `least` `metric` in one month of the range: an index range each. */
const monthsReaching = (metric: Metric, least: string) => `SELECT DISTINCT x.end_user_id
    FROM card_monthly_counts x
   WHERE x.tenant_id = $1 AND x.month = ANY($4::date[]) AND x.${metric} >= ${least}`;

/**
 * The range's top ten by `metric`, exactly, without summing every card. The month leaders'
 * exact sums give a floor F (their tenth: the top ten's tenth is at least as high; 1 when fewer
 * have any). A card at or above F over the m months the range touches has at least F / m in
 * one of them (counts are never negative), so the cards whose month reaches ceil(F / m) hold
 * every card of the top ten, ties with the tenth included; only those are summed.
 */
const TOP_CANDIDATES = (metric: Metric) => `${metric}_floor AS MATERIALIZED (
  SELECT coalesce((SELECT s.${metric} FROM (${monthTop(metric)}) AS t
                    CROSS JOIN LATERAL ${rangeSum('t.end_user_id')} AS s
                   WHERE s.${metric} > 0 ORDER BY s.${metric} DESC OFFSET ${LIST_SIZE - 1} LIMIT 1),
                  1) AS least),
${metric}_sums AS MATERIALIZED (
  SELECT t.end_user_id, s.views, s.saves
    FROM (${monthsReaching(
      metric,
      `(SELECT ceil(f.least::numeric / cardinality($4::date[]))::int FROM ${metric}_floor f)`,
    )}) AS t
   CROSS JOIN LATERAL ${rangeSum('t.end_user_id')} AS s
   WHERE s.${metric} >= (SELECT f.least FROM ${metric}_floor f))`;

/**
 * The cards with the most `metric`, most first, none with zero: the top ten of the cards found
 * by TOP_CANDIDATES, ties broken by name (one index read each for the person).
 */
const topList = (metric: Metric) => `SELECT '${metric}' AS list,
    row_number() OVER (ORDER BY p.${metric} DESC, ${BY_NAME})::int AS n,
    ${PERSON}, u.card_slug, p.views, p.saves
   FROM ${metric}_sums p
   CROSS JOIN LATERAL (SELECT * FROM end_users x WHERE x.id = p.end_user_id LIMIT 1) AS u
  ORDER BY p.${metric} DESC, ${BY_NAME} LIMIT ${LIST_SIZE}`;

/** Whether person `u` has a card row of the range ($2, $3) with `condition`: an index read. */
const countedInRange = (condition: string) => `EXISTS (SELECT 1 FROM card_daily_counts c
  WHERE c.end_user_id = u.id AND c.day BETWEEN $2::date AND $3::date AND ${condition})`;

/**
 * Cards people can open that nobody viewed in the range, the first by name: people read in
 * name order (end_users_tenant_list_order_idx) until ten are found, their saves summed after.
 */
const NEVER_VIEWED = `SELECT 'never' AS list, f.n, f.end_user_id, f.name, f.email, f.card_slug,
    0 AS views, (SELECT coalesce(sum(c.saves), 0)::int FROM card_daily_counts c
                  WHERE c.end_user_id = f.end_user_id
                    AND c.day BETWEEN $2::date AND $3::date) AS saves
   FROM (SELECT row_number() OVER (ORDER BY ${BY_NAME})::int AS n, ${PERSON}, u.card_slug
           FROM end_users u
          WHERE u.tenant_id = $1 AND ${HAS_CARD_PAGE} AND NOT ${countedInRange('c.views > 0')}
          ORDER BY ${BY_NAME} LIMIT ${LIST_SIZE}) AS f`;

/**
 * Whether `card` was viewed in the range, one index read per person: a scalar subquery the
 * planner keeps per row (as an EXISTS, it once joined every row of the range instead).
 */
const viewedInRange = (card: string) => `(SELECT true FROM card_daily_counts c
  WHERE c.end_user_id = ${card} AND c.day BETWEEN $2::date AND $3::date AND c.views > 0 LIMIT 1)`;

/**
 * The cards viewed in the range: those whose last view (card_last_views, migration 046) is in
 * it, and of those viewed later (a range ending before today) the ones with a view in it.
 */
const VIEWED_COUNT = `((SELECT count(*) FROM card_last_views l
                         WHERE l.tenant_id = $1 AND l.day BETWEEN $2::date AND $3::date)
  + (SELECT count(*) FROM card_last_views l
      WHERE l.tenant_id = $1 AND l.day > $3::date
        AND ${viewedInRange('l.end_user_id')}))`;

/**
 * How many cards people can open nobody viewed: the tenant's kept card count (migration 024)
 * less the viewed cards, of which those whose page does not show (a few, from their own index:
 * migration 042) are not among the cards counted.
 */
const NEVER_VIEWED_COUNT = `(SELECT coalesce(sum(k.cards), 0) FROM tenant_card_counts k
                               WHERE k.tenant_id = $1)
  - ${VIEWED_COUNT}
  + (SELECT count(*) FROM end_users u
      WHERE u.tenant_id = $1 AND NOT ${HAS_CARD_PAGE} AND ${viewedInRange('u.id')})`;

type Metric = 'views' | 'saves';
type ListRow = CardRow & { list: Metric | 'never'; n: number; never_viewed: number };

export interface PeriodActivity {
  topViewed: CardActivity[];
  topSaved: CardActivity[];
  neverViewed: { count: number; cards: CardActivity[] };
}

/**
 * The statement reads a few thousand rows, but the planner, not knowing the floor before it
 * runs, costs it as a read of a quarter of the months: above jit_above_cost, where compiling
 * the plan took 0.9 to 17 s, and with parallel workers that only wait on a loaded machine.
 */
const FEW_ROWS_PLAN = 'SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0';

/** The statement of periodActivity, for its plan test. */
export function activityStatement(tenantId: string, range: DayRange) {
  return {
    sql: `WITH ${TOP_CANDIDATES('views')}, ${TOP_CANDIDATES('saves')}
       SELECT l.*, (${NEVER_VIEWED_COUNT})::int AS never_viewed
         FROM ((${topList('views')}) UNION ALL (${topList('saves')}) UNION ALL (${NEVER_VIEWED}))
              AS l
        ORDER BY l.list, l.n`,
    params: [tenantId, range.from, range.to, monthsOf(range)],
  };
}

/**
 * The range's most viewed and most saved cards and those never viewed, in one statement: the
 * top tens from the few cards whose months could reach them, the never-viewed count from the
 * cards' last views (migration 046), at 100,000 cards and 90 days a few thousand rows read
 * instead of every card's 385,000.
 */
export async function periodActivity(
  db: Transactional,
  tenantId: string,
  range: DayRange,
  publicAppUrl: string,
): Promise<PeriodActivity> {
  const rows = await db.transaction(async (tx) => {
    await tx.exec(FEW_ROWS_PLAN);
    const { sql, params } = activityStatement(tenantId, range);
    return (await tx.query<ListRow>(sql, params)).rows;
  });
  const list = (name: ListRow['list']) =>
    rows
      .filter((row) => row.list === name)
      .map(({ list: _, n: __, never_viewed: ___, ...row }) => withCardUrl(publicAppUrl)(row));
  return {
    topViewed: list('views'),
    topSaved: list('saves'),
    neverViewed: { count: rows[0]?.never_viewed ?? 0, cards: list('never') },
  };
}

/** End users whose card address shows no card (deactivated): how many, and the first by name. */
export async function usersWithoutCard(
  q: Queryable,
  tenantId: string,
): Promise<{ count: number; users: EndUserWithoutCard[] }> {
  const { rows } = await q.query<Counted<EndUserWithoutCard>>(
    `SELECT ${PERSON}, count(*) OVER ()::int AS total
       FROM end_users u
      WHERE u.tenant_id = $1 AND NOT ${HAS_CARD_PAGE}
      ORDER BY ${BY_NAME} LIMIT ${LIST_SIZE}`,
    [tenantId],
  );
  return { count: rows[0]?.total ?? 0, users: rows.map(({ total: _, ...user }) => user) };
}
