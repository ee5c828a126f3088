import type { EndUserWrite } from '@bizcard/shared/schemas';
import type { Queryable, Transactional } from '../../db/database';
import {
  cardBaseParam,
  endUserJson,
  userOrder,
  WRITE_COLUMN_LIST,
  WRITE_COLUMNS,
  WRITE_RECORD_TYPE,
  writeValues,
} from './user-columns';

// Every function answers JSON text put together by the database from each row's stored
// list_json: a 10,000-user list is one string_agg, not 10,000 objects serialised in JavaScript.

// JSON timestamps in UTC whatever the server's zone.
const UTC = "SET LOCAL timezone = 'UTC'";
// The list's sort carries ~1 KB a user; with the default 4 MB, 10,000 users sort on disk.
const LIST_SETTINGS = `${UTC}; SET LOCAL work_mem = '64MB'`;

async function queryBodies(
  db: Transactional,
  sql: string,
  params: unknown[],
  settings = UTC,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.exec(settings);
    const { rows } = await tx.query<{ body: string }>(sql, params);
    return rows.map((row) => row.body);
  });
}

const queryJson = async (db: Transactional, sql: string, params: unknown[]) =>
  (await queryBodies(db, sql, params))[0] ?? null;

/** The same inside the caller's transaction, so the write and its audit entry go together. */
async function queryJsonIn(tx: Queryable, sql: string, params: unknown[]) {
  await tx.exec(UTC);
  const { rows } = await tx.query<{ body: string }>(sql, params);
  return rows[0]?.body ?? null;
}

// Chunks of this many users: drivers read a few 1 MB values faster than one of 10 MB.
const LIST_CHUNK = 1000;

/** `{"users":[...]}` of one tenant, ordered by first name. */
export async function listUsersJson(db: Transactional, tenantId: string, publicAppUrl: string) {
  const chunks = await queryBodies(
    db,
    `SELECT string_agg(user_json, ',' ORDER BY n) AS body
     FROM (SELECT ${endUserJson('u', '$2')} AS user_json,
             row_number() OVER (ORDER BY ${userOrder('u')}) AS n
           FROM end_users u WHERE u.tenant_id = $1) x
     GROUP BY (n - 1) / ${LIST_CHUNK} ORDER BY (n - 1) / ${LIST_CHUNK}`,
    [tenantId, cardBaseParam(publicAppUrl)],
    LIST_SETTINGS,
  );
  return `{"users":[${chunks.join(',')}]}`;
}

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
