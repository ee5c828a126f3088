import type { EndUser } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../db/database';
import { cardBaseParam, endUserJson } from '../routes/users/user-columns';

/** What the directory knows a person by, besides the fields (migration 031). */
export interface ScimIdentity {
  /** The directory's userName; a person the directory never wrote is known by their email. */
  userName: string;
  externalId: string | null;
  managerId: string | null;
  managerName: string | null;
}

export interface ScimUserRow {
  user: EndUser;
  identity: ScimIdentity;
}

interface Row {
  body: string;
  user_name: string;
  external_id: string | null;
  manager_id: string | null;
  manager_name: string | null;
}

const SELECT = (cardBase: string) => `SELECT ${endUserJson('u', cardBase)} AS body,
  coalesce(u.scim_user_name, u.email) AS user_name, u.scim_external_id AS external_id,
  u.scim_manager_id AS manager_id, m.first_name || ' ' || m.last_name AS manager_name
  FROM end_users u LEFT JOIN end_users m ON m.id = u.scim_manager_id AND m.tenant_id = u.tenant_id`;

const rowOf = (row: Row): ScimUserRow => ({
  user: JSON.parse(row.body) as EndUser,
  identity: {
    userName: row.user_name,
    externalId: row.external_id,
    managerId: row.manager_id,
    managerName: row.manager_name,
  },
});

/** One person with their directory identity, in `tx`; null when the tenant has no such user. */
export async function findScimUser(
  tx: Queryable,
  tenantId: string,
  userId: string,
  publicUrl: string,
): Promise<ScimUserRow | null> {
  const { rows } = await tx.query<Row>(`${SELECT('$2')} WHERE u.tenant_id = $1 AND u.id = $3`, [
    tenantId,
    cardBaseParam(publicUrl),
    userId,
  ]);
  return rows[0] ? rowOf(rows[0]) : null;
}

export interface ScimPage {
  /** 0-based offset (SCIM's startIndex less one) and how many at most. */
  offset: number;
  limit: number;
}

/** A condition over alias `u` whose placeholders start at $2 ($1 is the tenant). */
export interface UserCondition {
  sql: string;
  params: unknown[];
}

/** The tenant's people matching `where`, oldest first, one page of them, and how many match. */
export async function listScimUsers(
  db: Transactional,
  tenantId: string,
  where: UserCondition,
  page: ScimPage,
  publicUrl: string,
): Promise<{ total: number; users: ScimUserRow[] }> {
  return db.transaction(async (tx) => {
    const params = [tenantId, ...where.params];
    const condition = `u.tenant_id = $1 AND (${where.sql})`;
    const counted = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM end_users u WHERE ${condition}`,
      params,
    );
    const total = counted.rows[0]?.n ?? 0;
    if (total <= page.offset || page.limit === 0) return { total, users: [] };
    const n = params.length;
    const { rows } = await tx.query<Row>(
      `${SELECT(`$${n + 1}`)} WHERE ${condition} ORDER BY u.created_at, u.id
       OFFSET $${n + 2} LIMIT $${n + 3}`,
      [...params, cardBaseParam(publicUrl), page.offset, page.limit],
    );
    return { total, users: rows.map(rowOf) };
  });
}

/** Writes the directory's identity of a person and marks them SCIM-managed, in `tx`. */
export async function writeScimIdentity(
  tx: Queryable,
  tenantId: string,
  userId: string,
  identity: { userName: string; externalId: string | null; managerId: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE end_users SET scim_user_name = $3, scim_external_id = $4,
       scim_manager_id = (SELECT id FROM end_users WHERE tenant_id = $1 AND id = $5::uuid
         AND id <> $2),
       scim_managed_at = coalesce(scim_managed_at, now())
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId, identity.userName, identity.externalId, identity.managerId],
  );
}
