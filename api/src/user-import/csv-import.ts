import type { CsvUploadResponse } from '@bizcard/shared/model';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { BulkWrites, Transactional } from '../db/database';
import { phoneRegion } from '../phone';
import type { TenantRef } from '../routes/users/tenant-access';
import { checkedUsers, emptyCheck } from './csv-check';
import { importInBatches } from './csv-import-batched';
import type { ImportPlan, RecordImport } from './csv-import-plan';
import { importInOneTransaction } from './csv-import-whole';
import type { BatchCounts } from './csv-merge';
import { csvDirectoryKept, csvUploaded } from './messages';

export { CsvRejectedError } from './csv-import-plan';

/** Who uploads which file, for the import's audit entry. */
export interface ImportSource {
  actor: AuditActor;
  fileName: string;
  /**
   * More to write in the transaction that makes the import stand (a batch of cards for the
   * imported people): should it fail, the import is undone as any failed import is.
   */
  alsoWrite?: RecordImport;
}

/** How the stage reaches the tenant's users, by what the database allows (db/database.ts). */
const IMPORTS: Record<BulkWrites, (plan: ImportPlan) => Promise<BatchCounts>> = {
  'one-transaction': importInOneTransaction,
  'short-batches': importInBatches,
};

/**
 * All or nothing: the file is read once, every row checked while the valid ones go into a
 * staging table; a refused row drops the stage and nothing is written. Otherwise the stage is
 * merged into the tenant's users set-based: in the same transaction where the database allows
 * long ones (PostgreSQL), in short journaled batches where one connection serves every request
 * (PGlite; decision 023).
 */
export async function importUsersCsv(
  db: Transactional,
  tenant: TenantRef,
  filePath: string,
  source: ImportSource,
): Promise<CsvUploadResponse> {
  const tenantId = tenant.id;
  const check = emptyCheck();
  const rows = checkedUsers(filePath, phoneRegion(tenant.country), check);
  const record: RecordImport = async (tx, counts) => {
    const { created, updated, unchanged, directoryManaged } = counts;
    await recordAudit(tx, {
      tenantId,
      ...source.actor,
      action: 'end_user.import',
      target: source.fileName,
      message:
        `CSV import: ${created} created, ${updated} updated, ${unchanged} unchanged` +
        csvDirectoryKept(directoryManaged),
    });
    await source.alsoWrite?.(tx, counts);
  };
  const plan: ImportPlan = { db, tenantId, rows, check, record };
  const { created, updated, unchanged, directoryManaged } = await IMPORTS[db.bulkWrites](plan);
  return {
    message: csvUploaded(created, updated, unchanged) + csvDirectoryKept(directoryManaged),
    created,
    updated,
    unchanged,
    ...(directoryManaged > 0 ? { directory_managed: directoryManaged } : {}),
  };
}
