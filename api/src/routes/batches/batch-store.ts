import type { Batch } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import type { BatchRow } from './check-rows';

interface BatchRecord extends Omit<Batch, 'created_at'> {
  created_at: Date | string;
}

const BATCH_COLUMNS = 'id, tenant_id, name, file_name, row_count, created_by, created_at';
// Rows go in as one JSON parameter per chunk: few round trips, and well under the
// parameter limit however wide the file is.
const INSERT_CHUNK = 1000;

const toBatch = (record: BatchRecord): Batch => ({
  ...record,
  created_at: new Date(record.created_at).toISOString(),
});

export async function listBatches(q: Queryable, tenantId: string): Promise<Batch[]> {
  const { rows } = await q.query<BatchRecord>(
    `SELECT ${BATCH_COLUMNS} FROM batches WHERE tenant_id = $1 ORDER BY created_at DESC, name`,
    [tenantId],
  );
  return rows.map(toBatch);
}

export interface NewBatch {
  tenantId: string;
  name: string;
  fileName: string;
  createdBy: string;
  rows: BatchRow[];
}

/** Stores a batch and its rows; run it in a transaction, with the batch's audit entry. */
export async function insertBatch(tx: Queryable, batch: NewBatch): Promise<Batch> {
  const { rows } = await tx.query<BatchRecord>(
    `INSERT INTO batches (tenant_id, name, file_name, row_count, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${BATCH_COLUMNS}`,
    [batch.tenantId, batch.name, batch.fileName, batch.rows.length, batch.createdBy],
  );
  const stored = toBatch(rows[0]!);
  for (let start = 0; start < batch.rows.length; start += INSERT_CHUNK) {
    const chunk = batch.rows.slice(start, start + INSERT_CHUNK);
    await tx.query(
      `INSERT INTO batch_rows (batch_id, row_number, first_name, last_name, email, fields)
       SELECT $1, row_number, first_name, last_name, email, fields
       FROM jsonb_to_recordset($2::jsonb) AS x(row_number integer, first_name text,
         last_name text, email text, fields jsonb)`,
      [stored.id, JSON.stringify(chunk)],
    );
  }
  return stored;
}
