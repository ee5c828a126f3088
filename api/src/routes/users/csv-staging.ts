import type { Readable } from 'node:stream';
import type { CsvRowError } from '@bizcard/shared/model';
import type { EndUserWrite } from '@bizcard/shared/schemas';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';
import { readCsvRecords } from './csv-records';
import { type CsvLayout, isBlankRecord, readLayout, readRow } from './csv-rows';
import { CSV_EMPTY, csvTooManyRows } from './messages';
import { WRITE_COLUMNS, WRITE_RECORD_TYPE } from './user-columns';

export const STAGING_TABLE = 'end_user_csv_staging';
export const MAX_REPORTED_ERRORS = 20;
/**
 * The most user rows one upload may hold (README, "Limits"). An upload holds the database
 * for its whole all-or-nothing transaction; this bounds how long: ~20 s on PGlite.
 */
export const MAX_CSV_ROWS = 100_000;
const BATCH_SIZE = 1000;

export const CREATE_STAGING_SQL = `CREATE TEMPORARY TABLE ${STAGING_TABLE}
  (row_no integer PRIMARY KEY, ${WRITE_RECORD_TYPE}) ON COMMIT DROP`;

export interface StagingResult {
  layout: CsvLayout;
  staged: number;
  invalid: number;
  /** The first MAX_REPORTED_ERRORS errors, in row order. */
  errors: CsvRowError[];
}

type StagedRow = { row_no: number } & Partial<EndUserWrite>;

async function insertBatch(tx: Queryable, batch: StagedRow[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.query(
    `INSERT INTO ${STAGING_TABLE}
     SELECT * FROM json_to_recordset($1::json) AS x(row_no integer, ${WRITE_RECORD_TYPE})`,
    [JSON.stringify(batch)],
  );
}

const stagedRow = (row: number, user: EndUserWrite): StagedRow => {
  const staged: StagedRow = { row_no: row };
  for (const column of WRITE_COLUMNS) Object.assign(staged, { [column]: user[column] });
  return staged;
};

/**
 * Streams the file's rows into the staging table in batches, validating each. Invalid rows are
 * counted and (the first few) reported; valid rows keep being staged even after an invalid one,
 * so that duplicate emails can still be found in SQL.
 */
export async function stageCsv(tx: Queryable, input: Readable): Promise<StagingResult> {
  let layout: CsvLayout | null = null;
  let row = 0;
  const result = { staged: 0, invalid: 0, errors: [] as CsvRowError[] };
  let batch: StagedRow[] = [];
  const reject = (errors: CsvRowError[]) => {
    result.invalid += 1;
    result.errors.push(...errors.slice(0, MAX_REPORTED_ERRORS - result.errors.length));
  };
  for await (const { cells, error } of readCsvRecords(input)) {
    if (!layout) {
      if (!isBlankRecord(cells)) layout = readLayout(cells);
      continue;
    }
    row += 1;
    if (row > MAX_CSV_ROWS) throw new HttpError(413, csvTooManyRows(MAX_CSV_ROWS));
    if (error) reject([{ row, field: 'row', message: error }]);
    if (error || isBlankRecord(cells)) continue;
    const checked = readRow(layout, cells, row);
    if (checked.errors) {
      reject(checked.errors);
      continue;
    }
    batch.push(stagedRow(row, checked.user));
    result.staged += 1;
    if (batch.length >= BATCH_SIZE) {
      await insertBatch(tx, batch);
      batch = [];
    }
  }
  if (!layout) throw new HttpError(400, CSV_EMPTY);
  await insertBatch(tx, batch);
  return { layout, ...result };
}
