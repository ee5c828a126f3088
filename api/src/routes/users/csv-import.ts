import type { CsvUploadErrorResponse, CsvUploadResponse } from '@bizcard/shared/model';
import type { EndUserWrite } from '@bizcard/shared/schemas';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable, Transactional } from '../../db/database';
import { HttpError } from '../../errors';
import { phoneRegion } from '../../phone';
import { checkCsv, readUserRows } from './csv-check';
import {
  beginImport,
  commitImport,
  heartbeat,
  pauseBetweenBatches,
  rollbackImport,
} from './csv-journal';
import { type BatchCounts, mergeBatch } from './csv-merge';
import type { CsvLayout } from './csv-rows';
import { CSV_NO_ROWS, csvInvalidRows, csvUploaded } from './messages';
import type { TenantRef } from './tenant-access';

/** A refused upload: nothing was written, and `body` lists what to fix. */
export class CsvRejectedError extends HttpError {
  constructor(readonly body: Required<CsvUploadErrorResponse>) {
    super(400, body.message);
  }
}

/**
 * Rows a batch transaction writes. Other requests wait for at most one batch (PGlite has one
 * connection): 250 rows take ~20 ms on PGlite (decision 011).
 */
export const IMPORT_BATCH_ROWS = 250;

/** Who uploads which file, for the import's audit entry. */
export interface ImportSource {
  actor: AuditActor;
  fileName: string;
}

function recordImport(tx: Queryable, tenantId: string, source: ImportSource, counts: BatchCounts) {
  const { created, updated, unchanged } = counts;
  return recordAudit(tx, {
    tenantId,
    ...source.actor,
    action: 'end_user.import',
    target: source.fileName,
    message: `CSV import: ${created} created, ${updated} updated, ${unchanged} unchanged`,
  });
}

/**
 * All or nothing: the file is read and checked in full before anything is written; then its
 * rows are merged in short batches, each journaled, and a failure part-way rolls back the
 * batches already written (a process that dies is rolled back at its next start).
 */
export async function importUsersCsv(
  db: Transactional,
  tenant: TenantRef,
  filePath: string,
  source: ImportSource,
): Promise<CsvUploadResponse> {
  const tenantId = tenant.id;
  const check = await checkCsv(filePath, phoneRegion(tenant.country));
  if (check.invalid > 0) {
    throw new CsvRejectedError({ message: csvInvalidRows(check.invalid), errors: check.errors });
  }
  if (check.valid === 0) throw new HttpError(400, CSV_NO_ROWS);
  const importId = await beginImport(db, tenantId);
  try {
    const counts = await writeRows(db, importId, tenantId, filePath, check.layout);
    await commitImport(db, importId, (tx) => recordImport(tx, tenantId, source, counts));
    const { created, updated, unchanged } = counts;
    return { message: csvUploaded(created, updated, unchanged), created, updated, unchanged };
  } catch (error) {
    // Should the rollback fail too (the database gone), the periodic recovery redoes it.
    await rollbackImport(db, importId).catch(() => undefined);
    throw error;
  }
}

async function writeRows(
  db: Transactional,
  importId: string,
  tenantId: string,
  filePath: string,
  layout: CsvLayout,
): Promise<BatchCounts> {
  const total = { created: 0, updated: 0, unchanged: 0 };
  let batch: Array<{ row: number; user: EndUserWrite }> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const counts = await db.transaction(async (tx) => {
      await heartbeat(tx, importId);
      return mergeBatch(tx, importId, tenantId, layout, rows);
    });
    total.created += counts.created;
    total.updated += counts.updated;
    total.unchanged += counts.unchanged;
    await pauseBetweenBatches();
  };
  for await (const item of readUserRows(filePath)) {
    if (item.kind !== 'user') continue;
    batch.push({ row: item.row, user: item.user });
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  return total;
}
