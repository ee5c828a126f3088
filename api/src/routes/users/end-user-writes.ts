import type { EndUser } from '@bizcard/shared/model';
import { type EndUserWrite, endUserWriteSchema } from '@bizcard/shared/schemas';
import type { AuditActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';
import { normalisePhones, phoneRegion } from '../../phone';
import { parseBody } from '../../validation';
import { setEndUsersActive } from './end-user-lifecycle';
import { deleteEndUsers } from './end-user-removal';
import { NUL_CHARACTER } from './messages';
import type { TenantRef } from './tenant-access';
import { recordEndUserChange, userCreated, userDeleted, userEdited } from './user-audit';
import {
  type DirectoryIdentity,
  endUserOf,
  insertUserJson,
  lockUserActive,
  updateUserJson,
} from './user-store';

// One end user's create, replace and delete, with their checks and audit entries: what the
// tenant users routes do for an admin and the SCIM routes for a directory (decision 054).

/** A create or replace body, checked: 400 with the first problem's message. */
export function parseEndUser(body: unknown, tenant: Pick<TenantRef, 'country'>): EndUserWrite {
  const user = parseBody(endUserWriteSchema, body);
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
  if (JSON.stringify(user).includes('\\u0000')) throw new HttpError(400, NUL_CHARACTER);
  const { fields, errors } = normalisePhones(user, phoneRegion(tenant.country));
  if (errors[0]) throw new HttpError(400, errors[0].message);
  return fields;
}

/**
 * Adds the user in `tx` (or on a scoped database, as a transaction of its own in one round
 * trip), audited, in one statement (user-store.ts insertUserJson), so that the tenant's card
 * count it locks is held only until the commit; with `directory`, as a person
 * the tenant's directory manages. Null when the tenant already has one with that email.
 */
export async function createEndUser(
  tx: Queryable,
  tenantId: string,
  input: EndUserWrite,
  actor: AuditActor,
  publicUrl: string,
  directory?: DirectoryIdentity,
): Promise<EndUser | null> {
  const audit = { tenantId, ...actor, target: input.email, ...userCreated(input.email) };
  return endUserOf(await insertUserJson(tx, tenantId, input, publicUrl, audit, directory));
}

/**
 * Replaces the user's fields in `tx`, audited; switching `active` off ends the person's
 * access as deactivation does. Null when the tenant has no such user; throws on a taken email.
 */
export async function replaceEndUser(
  tx: Queryable,
  tenantId: string,
  userId: string,
  input: EndUserWrite,
  actor: AuditActor,
  publicUrl: string,
): Promise<EndUser | null> {
  const wasActive = await lockUserActive(tx, tenantId, userId);
  if (wasActive === null) return null;
  if (typeof input.active === 'boolean') {
    await setEndUsersActive(tx, tenantId, [userId], input.active);
  }
  const updated = await updateUserJson(tx, tenantId, userId, input, publicUrl);
  const change = userEdited(input.email, wasActive, input.active ?? wasActive);
  await recordEndUserChange(tx, tenantId, actor, input.email, change);
  return endUserOf(updated);
}

/** Removes the user as deleteEndUsers says, audited; false when the tenant has no such user. */
export async function removeEndUser(
  tx: Queryable,
  tenantId: string,
  userId: string,
  actor: AuditActor,
): Promise<boolean> {
  const [removed] = await deleteEndUsers(tx, tenantId, [userId.toLowerCase()]);
  if (!removed) return false;
  await recordEndUserChange(tx, tenantId, actor, removed.email, userDeleted(removed.email));
  return true;
}
