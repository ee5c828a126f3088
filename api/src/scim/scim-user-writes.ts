import type { EndUserWrite } from '@bizcard/shared/schemas';
import { isUniqueViolation, type Queryable } from '../db/database';
import { createEndUser, parseEndUser, replaceEndUser } from '../routes/users/end-user-writes';
import { EMAIL_TAKEN, EXTERNAL_ID_TAKEN, USER_NAME_TAKEN, USER_NOT_FOUND } from './messages';
import { type ScimCaller, scimActor } from './scim-auth';
import { ScimError, scimNotFound } from './scim-errors';
import type { ScimUserInput } from './scim-user-mapping';
import { findScimUser, type ScimUserRow, writeScimIdentity } from './scim-user-store';

const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');

/**
 * 409 `uniqueness` when another person of the tenant has the userName (a person the directory
 * never wrote goes by their email, which is how a directory finds and takes over people
 * already uploaded) or the externalId. Answers the manager the identity names, when they are a
 * person of the tenant: one round trip for every check, before anything is written.
 */
async function checkIdentity(
  tx: Queryable,
  tenantId: string,
  identity: ScimUserInput['identity'],
  userId: string | null,
): Promise<{ managerId: string | null; managerName: string | null }> {
  const { rows } = await tx.query<{
    user_name: boolean | null;
    external_id: boolean | null;
    manager_id: string | null;
    manager_name: string | null;
  }>(
    `WITH manager AS (
       SELECT id, first_name || ' ' || last_name AS name FROM end_users
        WHERE tenant_id = $1 AND id = $5::uuid AND id IS DISTINCT FROM $4::uuid)
     SELECT bool_or(lower(coalesce(scim_user_name, email)) = lower($2)) AS user_name,
       bool_or(scim_external_id = $3) AS external_id,
       (SELECT id FROM manager) AS manager_id, (SELECT name FROM manager) AS manager_name
     FROM end_users
     WHERE tenant_id = $1 AND id IS DISTINCT FROM $4::uuid
       AND (scim_user_name_key = lower($2) OR (scim_user_name IS NULL AND email = lower($2))
         OR scim_external_id = $3)`,
    [tenantId, identity.userName, identity.externalId, userId, identity.managerId],
  );
  if (rows[0]?.user_name) throw uniqueness(USER_NAME_TAKEN);
  if (rows[0]?.external_id) throw uniqueness(EXTERNAL_ID_TAKEN);
  return { managerId: rows[0]?.manager_id ?? null, managerName: rows[0]?.manager_name ?? null };
}

/**
 * Creates a person from a SCIM User in one statement (end-user-writes.ts createEndUser): its
 * uniqueness checks, the insert with the directory identity and the audit entry, the last
 * before the commit. Only when that inserts nothing are the checks run again, for the 409's
 * detail; only a manager reference costs a look-up first, for the manager's name.
 */
async function createScimUser(
  tx: Queryable,
  caller: ScimCaller,
  input: ScimUserInput,
  write: EndUserWrite,
  publicUrl: string,
): Promise<ScimUserRow> {
  const tenantId = caller.tenant.id;
  const manager = input.identity.managerId
    ? await checkIdentity(tx, tenantId, input.identity, null)
    : { managerId: null, managerName: null };
  const { userName, externalId } = input.identity;
  const identity = { userName, externalId, managerId: manager.managerId };
  const user = await createEndUser(tx, tenantId, write, scimActor(caller), publicUrl, identity);
  if (!user) {
    await checkIdentity(tx, tenantId, input.identity, null);
    throw uniqueness(EMAIL_TAKEN);
  }
  return { user, identity: { ...identity, managerName: manager.managerName } };
}

/**
 * Creates a person without a manager reference (what a directory's first run mostly sends) as
 * createScimUser does, in one round trip: the insert with its checks and audit entry is a
 * transaction of its own (decision 066). Only when that inserts nothing are the checks run,
 * for the 409's detail.
 */
async function createUnmanagedScimUser(
  caller: ScimCaller,
  input: ScimUserInput,
  write: EndUserWrite,
  publicUrl: string,
): Promise<ScimUserRow> {
  const tenantId = caller.tenant.id;
  const { userName, externalId } = input.identity;
  const identity = { userName, externalId, managerId: null };
  const actor = scimActor(caller);
  const user = await createEndUser(caller.db, tenantId, write, actor, publicUrl, identity);
  if (!user) {
    await checkIdentity(caller.db, tenantId, input.identity, null);
    throw uniqueness(EMAIL_TAKEN);
  }
  return { user, identity: { ...identity, managerName: null } };
}

/** Replaces a person from a SCIM User, as createScimUser creates one; null when there is none. */
async function replaceScimUser(
  tx: Queryable,
  caller: ScimCaller,
  input: ScimUserInput,
  write: EndUserWrite,
  userId: string,
  publicUrl: string,
): Promise<ScimUserRow | null> {
  const tenantId = caller.tenant.id;
  await checkIdentity(tx, tenantId, input.identity, userId);
  const user = await replaceEndUser(tx, tenantId, userId, write, scimActor(caller), publicUrl);
  if (!user) return null;
  await writeScimIdentity(tx, tenantId, user.id, input.identity);
  return findScimUser(tx, tenantId, user.id, publicUrl);
}

/**
 * Creates (userId null) or replaces a person from a SCIM User, through the tenant users' own
 * checks and writes (routes/users/end-user-writes.ts), audited with the token's name, and
 * records their directory identity. Answers the person as stored.
 */
export async function saveScimUser(
  caller: ScimCaller,
  input: ScimUserInput,
  userId: string | null,
  publicUrl: string,
): Promise<ScimUserRow> {
  const write = parseEndUser(input.write, caller.tenant);
  try {
    if (!userId && !input.identity.managerId)
      return await createUnmanagedScimUser(caller, input, write, publicUrl);
    return await caller.db.transaction(async (tx) => {
      if (!userId) return createScimUser(tx, caller, input, write, publicUrl);
      const row = await replaceScimUser(tx, caller, input, write, userId, publicUrl);
      if (!row) throw scimNotFound(USER_NOT_FOUND);
      return row;
    });
  } catch (error) {
    // Two requests at once for the same person: the unique indexes decide.
    if (isUniqueViolation(error)) throw uniqueness(uniqueDetail(error));
    throw error;
  }
}

function uniqueDetail(error: unknown): string {
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  if (constraint.includes('external_id')) return EXTERNAL_ID_TAKEN;
  if (constraint.includes('user_name')) return USER_NAME_TAKEN;
  return EMAIL_TAKEN;
}
