import type { EndUser } from '@bizcard/shared/model';
import type { EndUserWrite } from '@bizcard/shared/schemas';
import { AUDIT_COLUMNS, type AuditRecord, auditParams } from '../../audit/record-audit';
import type { Queryable, Transactional } from '../../db/database';
import {
  cardBaseParam,
  endUserJson,
  WRITE_COLUMN_LIST,
  WRITE_COLUMNS,
  WRITE_RECORD_TYPE,
  writeValues,
} from './user-columns';

// Every function answers JSON text put together by the database from each row's stored
// list_json (endUserSchema says what it holds); the whole list streams from user-list-stream.ts.

const queryJson = (db: Transactional, sql: string, params: unknown[]) =>
  db.transaction((tx) => queryJsonIn(tx, sql, params));

/**
 * The same inside the caller's transaction, so the write and its audit entry go together; or
 * on a scoped database, as a transaction of its own in one round trip. Timestamps come out in
 * UTC: every transaction opens in it (pg-database.ts, decision 066), as PGlite always is.
 */
async function queryJsonIn(tx: Queryable, sql: string, params: unknown[]) {
  const { rows } = await tx.query<{ body: string }>(sql, params);
  return rows[0]?.body ?? null;
}

/** The JSON text as the user it holds; the route's reply schema checks it on its way out. */
export const endUserOf = (json: string | null): EndUser | null =>
  json === null ? null : (JSON.parse(json) as EndUser);

export const findUserJson = (
  db: Transactional,
  tenantId: string,
  userId: string,
  publicUrl: string,
) =>
  queryJson(
    db,
    `SELECT ${endUserJson('u', '$2')} AS body FROM end_users u
     WHERE u.tenant_id = $1 AND u.id = $3`,
    [tenantId, cardBaseParam(publicUrl), userId],
  );

const writeRecord = (user: EndUserWrite) =>
  JSON.stringify(Object.fromEntries(WRITE_COLUMNS.map((column) => [column, user[column]])));

/** Whether the user is active, locked until `tx` ends; null when the tenant has no such user. */
export async function lockUserActive(tx: Queryable, tenantId: string, userId: string) {
  const { rows } = await tx.query<{ active: boolean }>(
    'SELECT active FROM end_users WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, userId],
  );
  return rows[0]?.active ?? null;
}

/** The directory's identity of a person it creates (SCIM, migration 031): they are managed. */
export interface DirectoryIdentity {
  userName: string;
  externalId: string | null;
  /** Kept only when it is a person of the tenant. */
  managerId: string | null;
}

/**
 * The columns and values a directory's create adds ($first on), and its guard: no person of
 * the tenant goes by the userName (their own, else their email) or has the externalId.
 */
function directoryParts(identity: DirectoryIdentity | undefined, first: number) {
  if (!identity) return { columns: '', values: '', guard: '', params: [] };
  const [userName, externalId, managerId] = [first, first + 1, first + 2].map((n) => `$${n}`);
  return {
    columns: ', scim_user_name, scim_external_id, scim_manager_id, scim_managed_at',
    values: `, ${userName}, ${externalId}, (SELECT m.id FROM end_users m
        WHERE m.tenant_id = $1 AND m.id = ${managerId}::uuid), now()`,
    // One look-up an index answers for each (migration 049: none may call lower() on a column,
    // which under the end_users policies would read every person of the tenant instead).
    guard: `WHERE NOT EXISTS (SELECT 1 FROM end_users c WHERE c.tenant_id = $1
          AND c.scim_user_name_key = lower(${userName}))
        AND NOT EXISTS (SELECT 1 FROM end_users c WHERE c.tenant_id = $1
          AND c.email = lower(${userName}) AND c.scim_user_name IS NULL)
        AND NOT EXISTS (SELECT 1 FROM end_users c WHERE c.tenant_id = $1
          AND c.scim_external_id = ${externalId})`,
    params: [identity.userName, identity.externalId, identity.managerId],
  };
}

/**
 * Inserts a user in `tx`, with its audit entry and, for a directory's create, its identity, in
 * one statement; null (and no entry) when the tenant already has one with that email, or with
 * that directory identity. One round trip, and the tenant's card-count row the insert's
 * trigger locks (migration 040) is held only from here to the commit.
 */
export function insertUserJson(
  tx: Queryable,
  tenantId: string,
  user: EndUserWrite,
  publicUrl: string,
  audit: AuditRecord,
  directory?: DirectoryIdentity,
) {
  return queryJsonIn(tx, ...insertUserStatement(tenantId, user, publicUrl, audit, directory));
}

/** The statement insertUserJson sends, and its parameters (the plan test reads its plan). */
export function insertUserStatement(
  tenantId: string,
  user: EndUserWrite,
  publicUrl: string,
  audit: AuditRecord,
  directory?: DirectoryIdentity,
): [string, unknown[]] {
  const base = [tenantId, cardBaseParam(publicUrl), writeRecord(user), ...auditParams(audit)];
  const auditValues = AUDIT_COLUMNS.split(', ').map((_, i) => `$${i + 4}`);
  const identity = directoryParts(directory, base.length + 1);
  return [
    `WITH written AS (
       INSERT INTO end_users (tenant_id, ${WRITE_COLUMN_LIST}${identity.columns})
       SELECT $1, ${writeValues('x')}${identity.values}
         FROM json_to_record($3::json) AS x(${WRITE_RECORD_TYPE})
       ${identity.guard}
       ON CONFLICT (tenant_id, email) DO NOTHING
       RETURNING *),
     audited AS (
       INSERT INTO audit_log (${AUDIT_COLUMNS}) SELECT ${auditValues.join(', ')} FROM written)
     SELECT ${endUserJson('u', '$2')} AS body FROM written u`,
    [...base, ...identity.params],
  ];
}

/** Replaces a user's fields in `tx`; null when the tenant has no such user. Throws on a taken email. */
export const updateUserJson = (
  tx: Queryable,
  tenantId: string,
  userId: string,
  user: EndUserWrite,
  publicUrl: string,
) =>
  queryJsonIn(
    tx,
    `WITH written AS (
       UPDATE end_users
       SET (${WRITE_COLUMN_LIST}) = (SELECT ${writeValues('x', 'end_users')}
         FROM json_to_record($4::json) AS x(${WRITE_RECORD_TYPE})),
         updated_at = now()
       WHERE tenant_id = $1 AND id = $3
       RETURNING *)
     SELECT ${endUserJson('u', '$2')} AS body FROM written u`,
    [tenantId, cardBaseParam(publicUrl), userId, writeRecord(user)],
  );
