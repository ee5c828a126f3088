import type { Batch, BatchStatus } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import type { BatchRow } from './check-rows';

interface BatchRecord extends Omit<Batch, 'created_at' | 'encoded_count'> {
  created_at: Date | string;
  encoded_count: number | string;
}

// The creator's email for display, and the cards in use that have their chip recorded.
const BATCH_SELECT = `SELECT b.id, b.tenant_id, b.name, b.file_name, b.row_count, b.created_by,
    a.email AS created_by_email, b.created_at, b.status,
    (SELECT count(*) FROM batch_rows r
      WHERE r.batch_id = b.id AND r.state = 'active' AND r.chip_uid IS NOT NULL) AS encoded_count
  FROM batches b LEFT JOIN admin_users a ON a.id = b.created_by`;
// Rows go in as one JSON parameter per chunk: few round trips, and well under the
// parameter limit however wide the file is.
const INSERT_CHUNK = 2000;

const toBatch = (record: BatchRecord): Batch => ({
  ...record,
  created_at: new Date(record.created_at).toISOString(),
  encoded_count: Number(record.encoded_count),
});

export async function listBatches(q: Queryable, tenantId: string): Promise<Batch[]> {
  const { rows } = await q.query<BatchRecord>(
    `${BATCH_SELECT} WHERE b.tenant_id = $1 ORDER BY b.created_at DESC, b.name`,
    [tenantId],
  );
  return rows.map(toBatch);
}

/** One batch of the tenant, or null (another tenant's batch is no batch here). */
export async function findBatch(
  q: Queryable,
  tenantId: string,
  batchId: string,
): Promise<Batch | null> {
  const { rows } = await q.query<BatchRecord>(
    `${BATCH_SELECT} WHERE b.tenant_id = $1 AND b.id = $2`,
    [tenantId, batchId],
  );
  return rows[0] ? toBatch(rows[0]) : null;
}

export interface NewBatch {
  tenantId: string;
  name: string;
  /** null when made from selected users. */
  fileName: string | null;
  createdBy: string;
  status: BatchStatus;
  rowCount: number;
}

/** Stores the batch itself; its rows follow (insertFileRows, insertUserRows). */
export async function insertBatch(tx: Queryable, batch: NewBatch): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO batches (tenant_id, name, file_name, row_count, created_by, status)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [batch.tenantId, batch.name, batch.fileName, batch.rowCount, batch.createdBy, batch.status],
  );
  return rows[0]!.id;
}

/**
 * A file's rows, each tied to the tenant's user of its email (the import has just created or
 * updated them all) and to that user's card address.
 */
export async function insertFileRows(
  tx: Queryable,
  tenantId: string,
  batchId: string,
  rows: BatchRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await tx.query(
      `INSERT INTO batch_rows
         (batch_id, row_number, first_name, last_name, email, fields, end_user_id, card_slug)
       SELECT $1, x.row_number, x.first_name, x.last_name, x.email, x.fields, u.id, u.card_slug
       FROM jsonb_to_recordset($2::jsonb) AS x(row_number integer, first_name text,
         last_name text, email text, fields jsonb)
       LEFT JOIN end_users u ON u.tenant_id = $3 AND u.email = x.email`,
      [batchId, JSON.stringify(chunk), tenantId],
    );
  }
}

/**
 * The selected users of the tenant, numbered in the order given; how many were stored. Ids of
 * no user of this tenant are left out: the caller compares the count with what it asked.
 */
export async function insertUserRows(
  tx: Queryable,
  tenantId: string,
  batchId: string,
  userIds: string[],
): Promise<number> {
  const { rows } = await tx.query<{ stored: number | string }>(
    `WITH stored AS (
       INSERT INTO batch_rows
         (batch_id, row_number, first_name, last_name, email, end_user_id, card_slug)
       SELECT $1, row_number() OVER (ORDER BY s.ord), u.first_name, u.last_name, u.email, u.id,
         u.card_slug
       FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, ord)
       JOIN end_users u ON u.id = s.id AND u.tenant_id = $3
       RETURNING 1)
     SELECT count(*) AS stored FROM stored`,
    [batchId, userIds, tenantId],
  );
  return Number(rows[0]?.stored ?? 0);
}

/** Moves the batch on; the caller has checked the change is allowed. */
export async function updateBatchStatus(
  q: Queryable,
  batchId: string,
  status: BatchStatus,
): Promise<void> {
  await q.query('UPDATE batches SET status = $2 WHERE id = $1', [batchId, status]);
}
