// Batches (spec §3 "Batch", §7 "Batches"; issue 27 item 2, decision 047): an order of physical
// NFC cards. Limits, statuses and messages, and the reply types inferred from schemas/batches.ts.
import type * as z from 'zod/mini';
import type {
  batchCardSchema,
  batchDetailSchema,
  batchEncoderResultSchema,
  batchFromUsersSchema,
  batchListResponseSchema,
  batchRejectedRowSchema,
  batchRejectedSchema,
  batchRowErrorSchema,
  batchSchema,
  batchUploadResultSchema,
  batchUserCountsSchema,
} from '../schemas/batches';

export const BATCH_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The API's caps: rows per batch, and row errors listed in one answer. */
export const BATCH_MAX_ROWS = 50_000;
export const BATCH_MAX_ERRORS_LISTED = 100;
export const BATCH_NAME_MAX_LENGTH = 200;
/** Cards per page of a batch's detail: 10,000 fit in one page. */
export const BATCH_DETAIL_DEFAULT_LIMIT = 500;
export const BATCH_DETAIL_MAX_LIMIT = 10_000;

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

/** A batch's life: made (Draft), its people known (Ready), chips written (Encoded), sent. */
export const BATCH_STATUSES = ['draft', 'ready', 'encoded', 'shipped'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** What the Batches table shows for each status. */
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  draft: 'Draft',
  ready: 'Ready for encoding',
  encoded: 'Encoded',
  shipped: 'Shipped',
};

/** The one status each status may move to (PATCH); any other change is refused (409). */
export const BATCH_NEXT_STATUS: Record<BatchStatus, BatchStatus | null> = {
  draft: 'ready',
  ready: 'encoded',
  encoded: 'shipped',
  shipped: null,
};

/** A card in use, or one reported lost (its chip UID refused from then on; decision 047). */
export const BATCH_CARD_STATES = ['active', 'blocked'] as const;
export type BatchCardState = (typeof BATCH_CARD_STATES)[number];

/** The columns of the encoding file (GET …/encoding.csv), in order. */
export const BATCH_ENCODING_COLUMNS = ['Name', 'Email', 'Card URL', 'NDEF Record (hex)'] as const;
/** The columns the encoder's result must have (POST …/encoder-result); more are ignored. */
export const BATCH_ENCODER_RESULT_COLUMNS = ['Card URL', 'Chip UID'] as const;

/**
 * One problem with one row; `row` is the row number in the file, the header being row 1.
 * `field` is 'row' when the row as a whole cannot be read (its values do not line up).
 */
export type BatchRowError = z.output<typeof batchRowErrorSchema>;
export type BatchRejectedRow = z.output<typeof batchRejectedRowSchema>;
/** The body of a 400 refusing an upload as a whole (ApiError.body). */
export type BatchRejected = z.output<typeof batchRejectedSchema>;

export type Batch = z.output<typeof batchSchema>;
export type BatchCard = z.output<typeof batchCardSchema>;
export type BatchDetail = z.output<typeof batchDetailSchema>;
export type BatchUserCounts = z.output<typeof batchUserCountsSchema>;
export type BatchFromUsersRequest = z.input<typeof batchFromUsersSchema>;
export type BatchEncoderResult = z.output<typeof batchEncoderResultSchema>;

/** The answer to an upload: the batch, and how the tenant's users changed. */
export type BatchUploadResult = z.output<typeof batchUploadResultSchema>;

export type BatchListResponse = z.output<typeof batchListResponseSchema>;
