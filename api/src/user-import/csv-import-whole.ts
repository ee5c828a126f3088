import { ConcurrencyLimit } from '../concurrency-limit';
import type { Transaction } from '../db/database';
import { RetryLaterError } from '../errors';
import { acceptedLayout, type ImportPlan } from './csv-import-plan';
import { beginImport, endImport, keepImportAlive, rollbackImport } from './csv-journal';
import { type BatchCounts, mergeAll } from './csv-merge';
import { createStageSql, STAGE_COLUMNS, stagedRows } from './csv-staging';
import { CSV_UPLOADS_BUSY } from './messages';

/** One transaction's own temporary table, dropped when it ends. */
const STAGE = 'csv_import_stage';

/**
 * Imports at once in this process. Each holds a pooled connection (10 by default) for its
 * transaction and, once its file is staged, takes a second one to mark the tenant's upload as
 * running: ten at once held every connection and waited for one more, and every request of
 * the API waited with them. Two leave the pool to everyone else.
 */
const imports = new ConcurrencyLimit(2, 20);

/**
 * Where a transaction may last the import (BulkWrites 'one-transaction': PostgreSQL), the whole
 * import is one transaction. The rows are bulk loaded (COPY) into the stage while the file is
 * read and checked, then merged by one statement; the audit entry is written in
 * the same transaction. A failure, or a process that dies, leaves nothing of it, so there is
 * nothing to journal: `csv_imports` only keeps a second upload of the tenant out (409) while
 * it runs.
 */
export function importInOneTransaction(plan: ImportPlan): Promise<BatchCounts> {
  return imports.run(
    () => importWhole(plan),
    () => new RetryLaterError(503, CSV_UPLOADS_BUSY, 30),
  );
}

async function importWhole(plan: ImportPlan): Promise<BatchCounts> {
  const { db, tenantId, rows, check, record } = plan;
  let importId: string | undefined;
  let stopHeartbeat: () => void = () => undefined;
  let counts: BatchCounts;
  try {
    counts = await db.transaction(async (tx) => {
      await stage(tx, rows);
      const layout = acceptedLayout(check);
      // On a connection of its own: the tenant's other uploads see it at once.
      importId = await beginImport(db, tenantId);
      stopHeartbeat = keepImportAlive(db, importId);
      const merged = await mergeAll(tx, tenantId, layout, STAGE, check.valid);
      await record(tx, merged);
      return merged;
    });
  } catch (error) {
    // Nothing was journaled: this only lets the tenant upload again.
    if (importId) await rollbackImport(db, importId).catch(() => undefined);
    throw error;
  } finally {
    stopHeartbeat();
  }
  // The import stands. Should this fail, the recovery removes the entry once it is stale.
  if (importId) await endImport(db, importId).catch(() => undefined);
  return counts;
}

async function stage(tx: Transaction, rows: ImportPlan['rows']): Promise<void> {
  await tx.query(createStageSql(STAGE, true));
  await tx.bulkLoad(STAGE, STAGE_COLUMNS, stagedRows(rows));
  // A temporary table is never analyzed by autovacuum: the merge's plan needs its size.
  await tx.query(`ANALYZE ${STAGE}`);
}
