import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BATCH_MESSAGES, type BatchUploadResult } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { csvLines } from '../../csv/csv-write';
import type { Transactional } from '../../db/database';
import { HttpError } from '../../errors';
import { CsvRejectedError, importUsersCsv } from '../../user-import/csv-import';
import type { TenantRef } from '../users/tenant-access';
import { recordBatchCreated } from './batch-audit';
import { BatchRejectedError, rowsWithErrors } from './batch-rejected';
import { findBatch, insertBatch, insertFileRows } from './batch-store';
import { checkRows } from './check-rows';
import { batchInvalidRows } from './messages';
import { readTable, type TableRow } from './read-table';
import type { BatchUpload } from './read-upload';

/**
 * The file as the Tenant Users upload reads it: a CSV as sent (its encoding and delimiter are
 * read the same way), a workbook's first sheet as UTF-8 CSV with each row at its row number,
 * so that both checks name the same rows.
 */
function importText(upload: BatchUpload, table: TableRow[]): Buffer {
  if (upload.kind === 'csv') return upload.content;
  const last = table.reduce((max, row) => Math.max(max, row.number), 0);
  const lines: string[][] = Array.from({ length: last }, () => ['']);
  for (const row of table) lines[row.number - 1] = row.cells.map((cell) => cell ?? '');
  return Buffer.from(csvLines(lines), 'utf8');
}

async function withTempFile<T>(content: Buffer, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-batch-'));
  try {
    const path = join(dir, 'batch.csv');
    await writeFile(path, content);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface BatchFromFile {
  tenant: TenantRef;
  upload: BatchUpload;
  adminId: string;
  actor: AuditActor;
}

/**
 * All or nothing (decision 047): every row is checked as a batch row, then the tenant's users
 * are created or updated from the file through the Tenant Users import (its rules, decision
 * 045), and the batch (Ready for encoding) is written in the transaction that makes that import
 * stand, one row per person tied to their user and card address. Any refused row: 400, nothing
 * written.
 */
export async function createBatchFromFile(
  db: Transactional,
  { tenant, upload, adminId, actor }: BatchFromFile,
): Promise<BatchUploadResult> {
  const table = await readTable(upload.kind, upload.content);
  const { rows, errors } = checkRows(table, upload.kind);
  if (errors.length > 0)
    throw new BatchRejectedError(batchInvalidRows(rowsWithErrors(errors)), errors);
  if (rows.length === 0) throw new HttpError(400, BATCH_MESSAGES.noValidRows);
  let batchId = '';
  const source = {
    actor,
    fileName: upload.fileName,
    alsoWrite: async (tx: Parameters<typeof insertFileRows>[0]) => {
      batchId = await insertBatch(tx, {
        tenantId: tenant.id,
        name: upload.name,
        fileName: upload.fileName,
        createdBy: adminId,
        status: 'ready',
        rowCount: rows.length,
      });
      await insertFileRows(tx, tenant.id, batchId, rows);
      await recordBatchCreated(tx, actor, {
        tenantId: tenant.id,
        name: upload.name,
        people: rows.length,
        target: upload.fileName,
      });
    },
  };
  let counts: { created: number; updated: number; unchanged: number };
  try {
    counts = await withTempFile(importText(upload, table), (path) =>
      importUsersCsv(db, tenant, path, source),
    );
  } catch (error) {
    if (!(error instanceof CsvRejectedError)) throw error;
    throw new BatchRejectedError(batchInvalidRows(error.invalidRows), error.body.errors);
  }
  const batch = await findBatch(db, tenant.id, batchId);
  const { created, updated, unchanged } = counts;
  return { ...batch!, users: { created, updated, unchanged }, error_count: 0, errors: [] };
}
