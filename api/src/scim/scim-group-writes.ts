import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation, type Queryable } from '../db/database';
import { GROUP_NAME_TAKEN, GROUP_NOT_FOUND } from './messages';
import { type ScimCaller, scimActor } from './scim-auth';
import { ScimError, scimNotFound } from './scim-errors';
import type { GroupChanges } from './scim-group-patch';
import {
  addMembers,
  deleteGroup,
  findGroup,
  type GroupRow,
  insertGroup,
  removeMembers,
  updateGroup,
} from './scim-group-store';

// A group's create, change and delete, each with its one audit entry naming the token.

const plural = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

async function audit(
  tx: Queryable,
  caller: ScimCaller,
  action: 'scim_group.create' | 'scim_group.update' | 'scim_group.delete',
  name: string,
  message: string,
) {
  await recordAudit(tx, {
    tenantId: caller.tenant.id,
    ...scimActor(caller),
    action,
    target: name,
    message,
  });
}

async function inTransaction<T>(caller: ScimCaller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await caller.db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScimError(409, GROUP_NAME_TAKEN, 'uniqueness');
    throw error;
  }
}

export function createScimGroup(
  caller: ScimCaller,
  group: { displayName: string; externalId: string | null; members: string[] },
): Promise<GroupRow> {
  const tenantId = caller.tenant.id;
  return inTransaction(caller, async (tx) => {
    const id = await insertGroup(tx, tenantId, group);
    const added = await addMembers(tx, tenantId, id, group.members);
    const message = `SCIM group ${group.displayName} created with ${plural(added)}`;
    await audit(tx, caller, 'scim_group.create', group.displayName, message);
    return (await findGroup(tx, tenantId, id))!;
  });
}

/** Applies `changes` to the group (a PUT is a replace of everything); 404 when there is none. */
export function changeScimGroup(
  caller: ScimCaller,
  id: string,
  changes: GroupChanges,
): Promise<GroupRow> {
  const tenantId = caller.tenant.id;
  return inTransaction(caller, async (tx) => {
    const { rows } = await tx.query<{ display_name: string; external_id: string | null }>(
      'SELECT display_name, external_id FROM scim_groups WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
      [tenantId, id],
    );
    const current = rows[0];
    if (!current) throw scimNotFound(GROUP_NOT_FOUND);
    const displayName = changes.displayName ?? current.display_name;
    const externalId = changes.externalId === undefined ? current.external_id : changes.externalId;
    await updateGroup(tx, tenantId, id, { displayName, externalId });
    const removed =
      (changes.clearMembers ? await removeMembers(tx, tenantId, id, null) : 0) +
      (await removeMembers(tx, tenantId, id, changes.remove.length > 0 ? changes.remove : []));
    const added = await addMembers(tx, tenantId, id, changes.add);
    const renamed =
      displayName !== current.display_name ? `, renamed from ${current.display_name}` : '';
    const message = `SCIM group ${displayName}: ${plural(added)} added, ${removed} removed${renamed}`;
    await audit(tx, caller, 'scim_group.update', displayName, message);
    return (await findGroup(tx, tenantId, id))!;
  });
}

export function deleteScimGroup(caller: ScimCaller, id: string): Promise<void> {
  return inTransaction(caller, async (tx) => {
    const name = await deleteGroup(tx, caller.tenant.id, id);
    if (name === null) throw scimNotFound(GROUP_NOT_FOUND);
    await audit(tx, caller, 'scim_group.delete', name, `SCIM group ${name} deleted`);
  });
}
