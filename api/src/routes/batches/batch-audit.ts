import { BATCH_STATUS_LABELS, type BatchStatus } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

// Every batch action leaves one entry, written in the action's own transaction.

const peopleText = (count: number) => (count === 1 ? '1 person' : `${count} people`);
const cardsText = (count: number) => (count === 1 ? '1 chip' : `${count} chips`);

interface BatchRef {
  tenantId: string;
  name: string;
}

/** A batch made from a file (`target`: its name) or from selected users (no target). */
export function recordBatchCreated(
  tx: Queryable,
  actor: AuditActor,
  batch: BatchRef & { people: number; target: string | null },
): Promise<void> {
  const from = batch.target ? 'uploaded' : 'created from selected users';
  return recordAudit(tx, {
    tenantId: batch.tenantId,
    ...actor,
    action: batch.target ? 'batch.import' : 'batch.create',
    target: batch.target ?? batch.name,
    message: `Batch ${batch.name} ${from}: ${peopleText(batch.people)}`,
  });
}

export function recordBatchStatus(
  tx: Queryable,
  actor: AuditActor,
  batch: BatchRef & { from: BatchStatus; to: BatchStatus },
): Promise<void> {
  return recordAudit(tx, {
    tenantId: batch.tenantId,
    ...actor,
    action: 'batch.status',
    target: batch.name,
    message: `Batch ${batch.name}: ${BATCH_STATUS_LABELS[batch.from]} → ${BATCH_STATUS_LABELS[batch.to]}`,
  });
}

/** The encoder's result recorded; `encoded` when that made the batch Encoded. */
export function recordEncoderResult(
  tx: Queryable,
  actor: AuditActor,
  batch: BatchRef & { recorded: number; fileName: string; encoded: boolean },
): Promise<void> {
  const encoded = batch.encoded ? '; the batch is Encoded' : '';
  return recordAudit(tx, {
    tenantId: batch.tenantId,
    ...actor,
    action: 'batch.encode',
    target: batch.fileName,
    message: `Batch ${batch.name}: ${cardsText(batch.recorded)} recorded from the encoder${encoded}`,
  });
}

/** A lost card blocked (warning: its chip UID is refused from now on) or replaced. */
export function recordCardChange(
  tx: Queryable,
  actor: AuditActor,
  change: BatchRef & { kind: 'block' | 'replace'; email: string; chipUid: string | null },
): Promise<void> {
  const uid = change.chipUid ? ` (chip ${change.chipUid})` : '';
  const message =
    change.kind === 'block'
      ? `Batch ${change.name}: card of ${change.email} blocked${uid}`
      : `Batch ${change.name}: replacement card added for ${change.email}`;
  return recordAudit(tx, {
    tenantId: change.tenantId,
    ...actor,
    action: change.kind === 'block' ? 'batch.card_block' : 'batch.card_replace',
    target: change.email,
    level: change.kind === 'block' ? 'warning' : 'info',
    message,
  });
}
