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
 * already uploaded) or the externalId.
 */
async function assertUnique(
  tx: Queryable,
  tenantId: string,
  identity: ScimUserInput['identity'],
  userId: string | null,
): Promise<void> {
  const { rows } = await tx.query<{ user_name: boolean; external_id: boolean }>(
    `SELECT bool_or(lower(coalesce(scim_user_name, email)) = lower($2)) AS user_name,
       bool_or(scim_external_id = $3) AS external_id
     FROM end_users
     WHERE tenant_id = $1 AND id IS DISTINCT FROM $4::uuid
       AND (lower(scim_user_name) = lower($2) OR (scim_user_name IS NULL AND email = lower($2))
         OR scim_external_id = $3)`,
    [tenantId, identity.userName, identity.externalId, userId],
  );
  if (rows[0]?.user_name) throw uniqueness(USER_NAME_TAKEN);
  if (rows[0]?.external_id) throw uniqueness(EXTERNAL_ID_TAKEN);
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
  const tenantId = caller.tenant.id;
  const actor = scimActor(caller);
  try {
    return await caller.db.transaction(async (tx) => {
      await assertUnique(tx, tenantId, input.identity, userId);
      const user = userId
        ? await replaceEndUser(tx, tenantId, userId, write, actor, publicUrl)
        : await createEndUser(tx, tenantId, write, actor, publicUrl);
      if (!user) throw userId ? scimNotFound(USER_NOT_FOUND) : uniqueness(EMAIL_TAKEN);
      await writeScimIdentity(tx, tenantId, user.id, input.identity);
      return (await findScimUser(tx, tenantId, user.id, publicUrl))!;
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
