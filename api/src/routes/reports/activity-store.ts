import type { CardActivity, EndUserWithoutCard } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../../db/database';
import { cardUrl } from '../cards/card-store';
import type { DayRange } from './report-period';

const LIST_SIZE = 10;

/** Each card's views and saves in the range ($1 tenant, $2 and $3 the range's ends). */
const PERIOD_COUNTS = `period AS MATERIALIZED (
  SELECT end_user_id, sum(views)::int AS views, sum(saves)::int AS saves
    FROM card_daily_counts
   WHERE tenant_id = $1 AND day BETWEEN $2::date AND $3::date
   GROUP BY end_user_id)`;

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

/** The tenth-highest `metric` of the range (1 when fewer cards have any): the top ten's floor. */
const floorOf = (metric: Metric) => `coalesce((SELECT t.${metric} FROM period t
  WHERE t.${metric} > 0 ORDER BY t.${metric} DESC OFFSET ${LIST_SIZE - 1} LIMIT 1), 1)`;

/**
 * The cards with the most `metric`, most first, none with zero. Only the cards at or above the
 * top ten's floor are looked up for the names that break ties (LATERAL … LIMIT 1: one index
 * read each), not every person of the tenant.
 */
const topList = (metric: Metric) => `SELECT '${metric}' AS list,
    row_number() OVER (ORDER BY p.${metric} DESC, ${BY_NAME})::int AS n,
    ${PERSON}, u.card_slug, p.views, p.saves
   FROM period p
   CROSS JOIN LATERAL (SELECT * FROM end_users x WHERE x.id = p.end_user_id LIMIT 1) AS u
  WHERE p.${metric} >= ${floorOf(metric)}
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
 * How many cards people can open nobody viewed: the tenant's kept card count (migration 024)
 * less the viewed cards, of which those whose page does not show (a few, from their own index:
 * migration 042) are not among the cards counted.
 */
const NEVER_VIEWED_COUNT = `(SELECT coalesce(sum(k.cards), 0) FROM tenant_card_counts k
                               WHERE k.tenant_id = $1)
  - (SELECT count(*) FROM period p WHERE p.views > 0)
  + (SELECT count(*) FROM end_users u
      WHERE u.tenant_id = $1 AND NOT ${HAS_CARD_PAGE} AND ${countedInRange('c.views > 0')})`;

type Metric = 'views' | 'saves';
type ListRow = CardRow & { list: Metric | 'never'; n: number; never_viewed: number };

export interface PeriodActivity {
  topViewed: CardActivity[];
  topSaved: CardActivity[];
  neverViewed: { count: number; cards: CardActivity[] };
}

// The sums per card stay in memory: 90,000 cards' over 90 days spilled to disk in the default 4 MB.
const SUM_MEMORY = '32MB';

/**
 * The range's most viewed and most saved cards and those never viewed, in one statement: the
 * range's counts are summed per card once (at 100,000 cards and 90 days, 385,000 rows), not
 * once per list.
 */
export async function periodActivity(
  db: Transactional,
  tenantId: string,
  range: DayRange,
  publicAppUrl: string,
): Promise<PeriodActivity> {
  const rows = await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '${SUM_MEMORY}'`);
    const result = await tx.query<ListRow>(
      `WITH ${PERIOD_COUNTS}
       SELECT l.*, (${NEVER_VIEWED_COUNT})::int AS never_viewed
         FROM ((${topList('views')}) UNION ALL (${topList('saves')}) UNION ALL (${NEVER_VIEWED}))
              AS l
        ORDER BY l.list, l.n`,
      [tenantId, range.from, range.to],
    );
    return result.rows;
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
