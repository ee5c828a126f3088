import { randomBytes } from 'node:crypto';
import type { Transactional } from '../db/database';
import type { CheckedUser } from './csv-check';
import { acceptedLayout, type ImportPlan } from './csv-import-plan';
import {
  beginImport,
  commitImport,
  heartbeat,
  pauseBetweenBatches,
  rollbackImport,
} from './csv-journal';
import { type BatchCounts, mergeBatch } from './csv-merge';
import type { CsvLayout } from './csv-rows';
import { createStageSql, STAGE_COLUMNS, stageValues } from './csv-staging';

/**
 * Rows a staging load takes, each followed by the batches' pause: with 1,000 rows and no
 * pause, a sign-in beside a 100,000-row upload waited ~900 ms longer than on an idle API.
 */
const STAGE_BATCH_ROWS = 250;

/**
 * Rows a merge transaction writes. Other requests wait for at most one batch (PGlite has one
 * connection): 250 rows take ~20 ms on PGlite (decision 011).
 */
export const IMPORT_BATCH_ROWS = 250;

/**
 * Where one connection serves every request (BulkWrites 'short-batches': PGlite), no
 * transaction may last the import. The rows are staged in short bulk loads while the file is
 * read and checked (the stage is a temporary table: no other request sees it, and it is gone
 * with the process), then merged in short journaled batches; a failure part-way rolls back the batches already written, and a
 * process that dies is rolled back at its next start (decision 011).
 */
export async function importInBatches(plan: ImportPlan): Promise<BatchCounts> {
  const { db, tenantId, rows, check, record } = plan;
  const stage = `csv_import_stage_${randomBytes(8).toString('hex')}`;
  await db.query(createStageSql(stage, false));
  try {
    await stageInBatches(db, stage, rows);
    const layout = acceptedLayout(check);
    const importId = await beginImport(db, tenantId);
    try {
      const counts = await mergeInBatches(db, importId, tenantId, layout, stage, check.valid);
      await commitImport(db, importId, (tx) => record(tx, counts));
      return counts;
    } catch (error) {
      // Should the rollback fail too (the database gone), the periodic recovery redoes it.
      await rollbackImport(db, importId).catch(() => undefined);
      throw error;
    }
  } finally {
    await db.query(`DROP TABLE IF EXISTS ${stage}`).catch(() => undefined);
  }
}

async function stageInBatches(db: Transactional, stage: string, rows: ImportPlan['rows']) {
  let batch: CheckedUser[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= STAGE_BATCH_ROWS) {
      await loadIntoStage(db, stage, batch);
      batch = [];
      await pauseBetweenBatches();
    }
  }
  if (batch.length > 0) await loadIntoStage(db, stage, batch);
}

const loadIntoStage = (db: Transactional, stage: string, batch: CheckedUser[]) =>
  db.transaction((tx) => tx.bulkLoad(stage, STAGE_COLUMNS, batch.map(stageValues)));

async function mergeInBatches(
  db: Transactional,
  importId: string,
  tenantId: string,
  layout: CsvLayout,
  stage: string,
  total: number,
): Promise<BatchCounts> {
  const sum = { created: 0, updated: 0, unchanged: 0, directoryManaged: 0 };
  for (let after = 0; after < total; after += IMPORT_BATCH_ROWS) {
    const range = { after, count: Math.min(IMPORT_BATCH_ROWS, total - after) };
    const counts = await db.transaction(async (tx) => {
      await heartbeat(tx, importId);
      return mergeBatch(tx, importId, tenantId, layout, stage, range);
    });
    sum.created += counts.created;
    sum.updated += counts.updated;
    sum.unchanged += counts.unchanged;
    sum.directoryManaged += counts.directoryManaged;
    await pauseBetweenBatches();
  }
  return sum;
}
