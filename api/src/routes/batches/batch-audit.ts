import type { Batch, BatchRowError } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

const rowsText = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

/**
 * A stored batch, in its transaction: how many rows it holds and how many the file's errors
 * left out (a warning, since part of the file did not make it).
 */
export function recordBatchImport(
  tx: Queryable,
  actor: AuditActor,
  batch: Batch,
  errors: BatchRowError[],
): Promise<void> {
  const skipped = new Set(errors.map((error) => error.row)).size;
  const skippedText = skipped > 0 ? `, ${rowsText(skipped)} skipped` : '';
  return recordAudit(tx, {
    tenantId: batch.tenant_id,
    ...actor,
    action: 'batch.import',
    target: batch.file_name,
    level: skipped > 0 ? 'warning' : 'info',
    message: `Batch ${batch.name} uploaded: ${rowsText(batch.row_count)} stored${skippedText}`,
  });
}
