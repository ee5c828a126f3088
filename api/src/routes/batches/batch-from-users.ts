import type { Batch } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import type { Transactional } from '../../db/database';
import { HttpError } from '../../errors';
import { isUuid } from '../../validation';
import { recordBatchCreated } from './batch-audit';
import { findBatch, insertBatch, insertUserRows } from './batch-store';
import { usersNotInTenant } from './messages';

export interface BatchFromUsers {
  tenantId: string;
  name: string;
  userIds: string[];
  adminId: string;
  actor: AuditActor;
}

/**
 * A batch (Ready for encoding) of selected users of the tenant, in the order given, each once.
 * An id that is no user of this tenant (another tenant's included) refuses the whole batch:
 * 422, nothing written.
 */
export async function createBatchFromUsers(
  db: Transactional,
  { tenantId, name, userIds, adminId, actor }: BatchFromUsers,
): Promise<Batch> {
  const ids = [...new Set(userIds.map((id) => id.trim().toLowerCase()))];
  const malformed = ids.filter((id) => !isUuid(id)).length;
  if (malformed > 0) throw new HttpError(422, usersNotInTenant(malformed));
  const batchId = await db.transaction(async (tx) => {
    const id = await insertBatch(tx, {
      tenantId,
      name,
      fileName: null,
      createdBy: adminId,
      status: 'ready',
      rowCount: ids.length,
    });
    const stored = await insertUserRows(tx, tenantId, id, ids);
    // Thrown inside the transaction: the batch just inserted is rolled back with it.
    if (stored < ids.length) throw new HttpError(422, usersNotInTenant(ids.length - stored));
    await recordBatchCreated(tx, actor, { tenantId, name, people: ids.length, target: null });
    return id;
  });
  return (await findBatch(db, tenantId, batchId))!;
}
