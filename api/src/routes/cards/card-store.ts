import type { Queryable } from '../../db/database';
import { WRITE_COLUMN_LIST } from '../users/user-columns';
import type { CardUser } from './render-card';

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

/** The user behind a public card address, or null. */
export async function findCardUser(q: Queryable, slug: string): Promise<CardUser | null> {
  if (!SLUG.test(slug)) return null;
  const { rows } = await q.query<CardUser>(
    `SELECT ${WRITE_COLUMN_LIST}, card_slug,
            (SELECT country FROM tenants WHERE tenants.id = end_users.tenant_id) AS tenant_country
       FROM end_users WHERE card_slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}

export const cardUrl = (publicAppUrl: string, slug: string) =>
  `${publicAppUrl}/c/${encodeURIComponent(slug)}`;
