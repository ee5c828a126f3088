import {
  BATCH_NEXT_STATUS,
  BATCH_STATUS_LABELS,
  type Batch,
  type BatchStatus,
} from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';
import { recordBatchStatus } from './batch-audit';
import { batchGaps } from './batch-cards';
import { updateBatchStatus } from './batch-store';
import { cardsAwaitingUid, rowsWithoutUser, statusChangeRefused } from './messages';

const label = (status: BatchStatus | null) => (status ? BATCH_STATUS_LABELS[status] : null);

/**
 * Draft → Ready for encoding → Encoded → Shipped, one step at a time; anything else is a 409
 * saying which step is next. Ready needs every person to be a user with a card address,
 * Encoded every card in use to have its chip UID.
 */
export async function changeBatchStatus(
  tx: Queryable,
  actor: AuditActor,
  batch: Batch,
  to: BatchStatus,
): Promise<void> {
  const next = BATCH_NEXT_STATUS[batch.status];
  if (to !== next) {
    throw new HttpError(409, statusChangeRefused(label(batch.status)!, label(to)!, label(next)));
  }
  if (to === 'ready' || to === 'encoded') {
    const gaps = await batchGaps(tx, batch.id);
    if (to === 'ready' && gaps.withoutUser > 0) {
      throw new HttpError(409, rowsWithoutUser(gaps.withoutUser));
    }
    if (to === 'encoded' && gaps.awaiting > 0) {
      throw new HttpError(409, cardsAwaitingUid(gaps.awaiting));
    }
  }
  await updateBatchStatus(tx, batch.id, to);
  await recordBatchStatus(tx, actor, {
    tenantId: batch.tenant_id,
    name: batch.name,
    from: batch.status,
    to,
  });
}
