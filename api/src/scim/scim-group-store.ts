import type { Queryable, Transactional } from '../db/database';
import type { SqlCondition } from './scim-filter';
import type { ScimPage } from './scim-user-store';

// A tenant's SCIM groups and their members (migration 031). Members are the tenant's end users;
// ids of anyone else are left out, so a group never reaches across tenants.

export interface GroupRow {
  id: string;
  display_name: string;
  external_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface MemberRow {
  group_id: string;
  user_id: string;
  display: string;
}

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `g.id, g.display_name, g.external_id, ${iso('g.created_at')} AS created_at,
  ${iso('g.updated_at')} AS updated_at`;

export async function findGroup(q: Queryable, tenantId: string, id: string) {
  const { rows } = await q.query<GroupRow>(
    `SELECT ${COLUMNS} FROM scim_groups g WHERE g.tenant_id = $1 AND g.id = $2`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** The groups matching `where` (over alias `g`, placeholders from $2), oldest first, a page. */
export async function listGroups(
  db: Transactional,
  tenantId: string,
  where: SqlCondition,
  page: ScimPage,
): Promise<{ total: number; groups: GroupRow[] }> {
  return db.transaction(async (tx) => {
    const params = [tenantId, ...where.params];
    const condition = `g.tenant_id = $1 AND (${where.sql})`;
    const counted = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM scim_groups g WHERE ${condition}`,
      params,
    );
    const total = counted.rows[0]?.n ?? 0;
    if (total <= page.offset || page.limit === 0) return { total, groups: [] };
    const n = params.length;
    const { rows } = await tx.query<GroupRow>(
      `SELECT ${COLUMNS} FROM scim_groups g WHERE ${condition} ORDER BY g.created_at, g.id
       OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...params, page.offset, page.limit],
    );
    return { total, groups: rows };
  });
}

/** The members of the groups, each with the name the group's `display` shows. */
export async function groupMembers(q: Queryable, groupIds: string[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await q.query<MemberRow>(
    `SELECT m.group_id, m.end_user_id AS user_id, u.first_name || ' ' || u.last_name AS display
     FROM scim_group_members m JOIN end_users u ON u.id = m.end_user_id
     WHERE m.group_id = ANY($1::uuid[]) ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
    [groupIds],
  );
  return rows;
}

export async function insertGroup(
  tx: Queryable,
  tenantId: string,
  group: { displayName: string; externalId: string | null },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO scim_groups (tenant_id, display_name, external_id) VALUES ($1, $2, $3)
     RETURNING id`,
    [tenantId, group.displayName, group.externalId],
  );
  return rows[0]!.id;
}

/** Renames the group (and sets its externalId); false when the tenant has no such group. */
export async function updateGroup(
  tx: Queryable,
  tenantId: string,
  id: string,
  group: { displayName: string; externalId: string | null },
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE scim_groups SET display_name = $3, external_id = $4, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING id`,
    [tenantId, id, group.displayName, group.externalId],
  );
  return rows.length > 0;
}

/** Adds the tenant's users among `userIds` (others ignored); answers how many were added. */
export async function addMembers(
  tx: Queryable,
  tenantId: string,
  groupId: string,
  userIds: string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await tx.query(
    `INSERT INTO scim_group_members (group_id, end_user_id, tenant_id)
     SELECT $2, u.id, $1 FROM end_users u WHERE u.tenant_id = $1 AND u.id = ANY($3::uuid[])
     ON CONFLICT DO NOTHING RETURNING end_user_id`,
    [tenantId, groupId, userIds],
  );
  return rows.length;
}

/** Removes the members among `userIds`, or every member (null); answers how many went. */
export async function removeMembers(
  tx: Queryable,
  tenantId: string,
  groupId: string,
  userIds: string[] | null,
): Promise<number> {
  const { rows } = await tx.query(
    `DELETE FROM scim_group_members WHERE tenant_id = $1 AND group_id = $2
       AND ($3::uuid[] IS NULL OR end_user_id = ANY($3::uuid[]))
     RETURNING end_user_id`,
    [tenantId, groupId, userIds],
  );
  return rows.length;
}

/** Deletes the group and its memberships; answers its name, null when there is none. */
export async function deleteGroup(tx: Queryable, tenantId: string, id: string) {
  const { rows } = await tx.query<{ display_name: string }>(
    'DELETE FROM scim_groups WHERE tenant_id = $1 AND id = $2 RETURNING display_name',
    [tenantId, id],
  );
  return rows[0]?.display_name ?? null;
}
