import type { CsvUploadErrorResponse } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../db/database';
import { HttpError } from '../errors';
import type { CheckedUser, CsvCheck } from './csv-check';
import type { BatchCounts } from './csv-merge';
import type { CsvLayout } from './csv-rows';
import { CSV_NO_ROWS, csvInvalidRows } from './messages';

/** A refused upload: nothing was written, and `body` lists what to fix. */
export class CsvRejectedError extends HttpError {
  constructor(
    readonly body: Required<CsvUploadErrorResponse>,
    /** Rows refused; `body.errors` lists the first few. */
    readonly invalidRows = new Set(body.errors.map((error) => error.row)).size,
  ) {
    super(400, body.message);
  }
}

/** The import's audit entry, written in the transaction that makes the import stand. */
export type RecordImport = (tx: Queryable, counts: BatchCounts) => Promise<void>;

/** How the file's rows reach the database: one transaction, or short batches (PGlite). */
export interface ImportPlan {
  db: Transactional;
  tenantId: string;
  /** Each valid row, in file order, while no row has been refused (csv-check.ts). */
  rows: AsyncIterable<CheckedUser>;
  /** Filled as `rows` is read; complete once it is done. */
  check: CsvCheck;
  record: RecordImport;
}

/**
 * Once every row is read: 400 with the first errors when any row was refused, 400 when no
 * row is left; otherwise the file's layout.
 */
export function acceptedLayout(check: CsvCheck): CsvLayout {
  if (check.invalid > 0) {
    const body = { message: csvInvalidRows(check.invalid), errors: check.errors };
    throw new CsvRejectedError(body, check.invalid);
  }
  if (check.valid === 0 || !check.layout) throw new HttpError(400, CSV_NO_ROWS);
  return check.layout;
}
