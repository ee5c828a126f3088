// Batches (spec §3 "Batch", §7 "Batches"): limits and messages, and the reply types inferred
// from schemas/batches.ts.
import type * as z from 'zod/mini';
import type {
  batchListResponseSchema,
  batchRowErrorSchema,
  batchSchema,
  batchUploadResultSchema,
} from '../schemas/batches';

export const BATCH_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The API's caps: rows per batch, and row errors listed in one answer. */
export const BATCH_MAX_ROWS = 50_000;
export const BATCH_MAX_ERRORS_LISTED = 100;

/** What the file input accepts; the API checks the name and the content again. */
export const BATCH_FILE_ACCEPT = '.csv,.xlsx';

export const BATCH_MESSAGES = {
  required: 'Name and file are required',
  fileType: 'Only CSV or XLSX files are accepted',
  tooLarge: 'The file is larger than 10 MB',
  unreadable: 'The file could not be read. Please upload a valid CSV or XLSX file.',
  missingColumns: 'The file needs First Name, Last Name and Email columns',
  noValidRows: 'The file has no valid rows',
  tooManyRows: 'A batch can hold at most 50,000 rows',
} as const;

export type BatchFileKind = 'csv' | 'xlsx';

export const BATCH_ROW_ERROR_FIELDS = ['first_name', 'last_name', 'email', 'row'] as const;

/**
 * One problem with one row; `row` is the row number in the file, the header being row 1.
 * `field` is 'row' when the row as a whole cannot be read (its values do not line up).
 */
export type BatchRowError = z.output<typeof batchRowErrorSchema>;

export type Batch = z.output<typeof batchSchema>;

/**
 * The answer to an upload: rows stored, and the rows left out with why (`errors` holds the
 * first BATCH_MAX_ERRORS_LISTED problems, in row order).
 */
export type BatchUploadResult = z.output<typeof batchUploadResultSchema>;

export type BatchListResponse = z.output<typeof batchListResponseSchema>;
