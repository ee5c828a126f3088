import type { CardActivity, EndUserWithoutCard } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { cardUrl } from '../cards/card-store';
import type { DayRange } from './report-period';

const LIST_SIZE = 10;

/** Each card's views and saves in the range ($1 tenant, $2 and $3 the range's ends). */
const PERIOD_COUNTS = `period AS (
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

/** The cards with the most `metric` in the range, most first, none with zero. */
export async function topCards(
  q: Queryable,
  tenantId: string,
  range: DayRange,
  metric: 'views' | 'saves',
  publicAppUrl: string,
): Promise<CardActivity[]> {
  const { rows } = await q.query<CardRow>(
    `WITH ${PERIOD_COUNTS}
     SELECT ${PERSON}, u.card_slug, p.views, p.saves
       FROM period p JOIN end_users u ON u.id = p.end_user_id
      WHERE p.${metric} > 0
      ORDER BY p.${metric} DESC, ${BY_NAME} LIMIT ${LIST_SIZE}`,
    [tenantId, range.from, range.to],
  );
  return rows.map(withCardUrl(publicAppUrl));
}

/** Cards people can open that nobody viewed in the range: how many, and the first by name. */
export async function neverViewedCards(
  q: Queryable,
  tenantId: string,
  range: DayRange,
  publicAppUrl: string,
): Promise<{ count: number; cards: CardActivity[] }> {
  const { rows } = await q.query<Counted<CardRow>>(
    `WITH ${PERIOD_COUNTS}
     SELECT ${PERSON}, u.card_slug, 0 AS views, coalesce(p.saves, 0) AS saves,
            count(*) OVER ()::int AS total
       FROM end_users u LEFT JOIN period p ON p.end_user_id = u.id
      WHERE u.tenant_id = $1 AND ${HAS_CARD_PAGE} AND coalesce(p.views, 0) = 0
      ORDER BY ${BY_NAME} LIMIT ${LIST_SIZE}`,
    [tenantId, range.from, range.to],
  );
  return {
    count: rows[0]?.total ?? 0,
    cards: rows.map(({ total: _, ...row }) => withCardUrl(publicAppUrl)(row)),
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
