import type { EndUser } from '@bizcard/shared/model';
import type { EndUserWrite } from '@bizcard/shared/schemas';
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

// JSON timestamps in UTC whatever the server's zone.
const UTC = "SET LOCAL timezone = 'UTC'";

const queryJson = (db: Transactional, sql: string, params: unknown[]) =>
  db.transaction((tx) => queryJsonIn(tx, sql, params));

/** The same inside the caller's transaction, so the write and its audit entry go together. */
async function queryJsonIn(tx: Queryable, sql: string, params: unknown[]) {
  await tx.exec(UTC);
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

/** Inserts a user in `tx`; null when the tenant already has one with that email. */
/** Whether the user is active, locked until `tx` ends; null when the tenant has no such user. */
export async function lockUserActive(tx: Queryable, tenantId: string, userId: string) {
  const { rows } = await tx.query<{ active: boolean }>(
    'SELECT active FROM end_users WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, userId],
  );
  return rows[0]?.active ?? null;
}

export const insertUserJson = (
  tx: Queryable,
  tenantId: string,
  user: EndUserWrite,
  publicUrl: string,
) =>
  queryJsonIn(
    tx,
    `WITH written AS (
       INSERT INTO end_users (tenant_id, ${WRITE_COLUMN_LIST})
       SELECT $1, ${writeValues('x')} FROM json_to_record($3::json) AS x(${WRITE_RECORD_TYPE})
       ON CONFLICT (tenant_id, email) DO NOTHING
       RETURNING *)
     SELECT ${endUserJson('u', '$2')} AS body FROM written u`,
    [tenantId, cardBaseParam(publicUrl), writeRecord(user)],
  );

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
