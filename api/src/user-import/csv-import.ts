import type { CsvUploadResponse } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Transactional } from '../../db/database';
import { phoneRegion } from '../../phone';
import { checkedUsers, emptyCheck } from './csv-check';
import { importInBatches } from './csv-import-batched';
import type { ImportPlan, RecordImport } from './csv-import-plan';
import { importInOneTransaction } from './csv-import-whole';
import { csvUploaded } from './messages';
import type { TenantRef } from './tenant-access';

export { CsvRejectedError } from './csv-import-plan';

/** Who uploads which file, for the import's audit entry. */
export interface ImportSource {
  actor: AuditActor;
  fileName: string;
}

/**
 * All or nothing: the file is read once, every row checked while the valid ones go into a
 * staging table; a refused row drops the stage and nothing is written. Otherwise the stage is
 * merged into the tenant's users set-based: in the same transaction on PostgreSQL, in short
 * journaled batches on PGlite, whose one connection serves every request (decision 023).
 */
export async function importUsersCsv(
  db: Transactional,
  tenant: TenantRef,
  filePath: string,
  source: ImportSource,
  { oneConnection }: { oneConnection: boolean },
): Promise<CsvUploadResponse> {
  const tenantId = tenant.id;
  const check = emptyCheck();
  const rows = checkedUsers(filePath, phoneRegion(tenant.country), check);
  const record: RecordImport = (tx, { created, updated, unchanged }) =>
    recordAudit(tx, {
      tenantId,
      ...source.actor,
      action: 'end_user.import',
      target: source.fileName,
      message: `CSV import: ${created} created, ${updated} updated, ${unchanged} unchanged`,
    });
  const plan: ImportPlan = { db, tenantId, rows, check, record };
  const { created, updated, unchanged } = oneConnection
    ? await importInBatches(plan)
    : await importInOneTransaction(plan);
  return { message: csvUploaded(created, updated, unchanged), created, updated, unchanged };
}
