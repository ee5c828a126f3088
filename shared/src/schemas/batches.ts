// Batches (spec §7 "Batches", issue 27 item 2): an order of physical NFC cards for a set of a
// tenant's people. The file-name rule the form and the API both apply, the requests and the
// replies of /api/management/batches (decision 047).
import * as z from 'zod/mini';
import {
  BATCH_CARD_STATES,
  BATCH_DETAIL_DEFAULT_LIMIT,
  BATCH_DETAIL_MAX_LIMIT,
  BATCH_MAX_ROWS,
  BATCH_NAME_MAX_LENGTH,
  BATCH_ROW_ERROR_FIELDS,
  BATCH_STATUSES,
  type BatchFileKind,
} from '../model/batches';
import { lazySchema } from './lazy-schema';
import { count, timestamp } from './reply-fields';

/** The kind a file name says it is, or null for any other type. */
export function batchFileKind(fileName: string): BatchFileKind | null {
  const match = /\.(csv|xlsx)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as BatchFileKind) : null;
}

/** `/{tenantId}/{batchId}`: any text passes; the routes answer an unknown id with 404. */
export const batchPathSchema = lazySchema(() =>
  z.object({ tenantId: z.string(), batchId: z.string() }),
);

/** `/{tenantId}/{batchId}/cards/{endUserId}/block|replace`. */
export const batchCardPathSchema = lazySchema(() =>
  z.object({
    tenantId: z.string(),
    batchId: z.string(),
    endUserId: z.string(),
  }),
);

/**
 * The multipart form of POST /api/management/batches/{tenantId} (spec §7), for the API's
 * document: the API reads it part by part as it streams (name, tenant_id, then the file).
 */
export const batchUploadFormSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    /** The tenant again; when sent, it must be the one in the address. */
    tenant_id: z.optional(z.string()),
    file: z.file(),
  }),
);

/** POST /api/management/batches/{tenantId}/from-users: a batch of selected end users. */
export const batchFromUsersSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(BATCH_NAME_MAX_LENGTH)),
    user_ids: z.array(z.string()).check(z.minLength(1), z.maxLength(BATCH_MAX_ROWS)),
  }),
);

/** PATCH /api/management/batches/{tenantId}/{batchId}: the next status (Draft → Ready → …). */
export const batchStatusChangeSchema = lazySchema(() =>
  z.object({ status: z.enum(BATCH_STATUSES) }),
);

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.string({ error: message }).check(z.regex(/^\d{1,15}$/, message)),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => value >= min && value <= max, { error: message }));

/**
 * GET /api/management/batches/{tenantId}/{batchId}?offset=&limit=: cards in row order,
 * BATCH_DETAIL_DEFAULT_LIMIT at a time unless `limit` (at most BATCH_DETAIL_MAX_LIMIT) says.
 */
export const batchDetailQuerySchema = lazySchema(() =>
  z.object({
    offset: z._default(
      wholeNumber(0, Number.MAX_SAFE_INTEGER, 'offset must be a whole number of at least 0'),
      0,
    ),
    limit: z._default(
      wholeNumber(
        1,
        BATCH_DETAIL_MAX_LIMIT,
        `limit must be a whole number from 1 to ${BATCH_DETAIL_MAX_LIMIT}`,
      ),
      BATCH_DETAIL_DEFAULT_LIMIT,
    ),
  }),
);

/** GET …/encoding.csv?awaiting=true lists only the cards that have no chip UID yet. */
export const batchEncodingQuerySchema = lazySchema(() =>
  z.object({
    awaiting: z.optional(z.enum(['true', 'false'])),
  }),
);

/** The multipart form of POST …/encoder-result: the encoder's CSV (Card URL, Chip UID). */
export const batchEncoderResultFormSchema = lazySchema(() => z.object({ file: z.file() }));

/**
 * One problem with one row; `row` is the row number in the file, the header being row 1.
 * `field` is 'row' when the row as a whole cannot be read (its values do not line up).
 */
export const batchRowErrorSchema = lazySchema(() =>
  z.object({
    row: z.int().check(z.gte(1)),
    field: z.enum(BATCH_ROW_ERROR_FIELDS),
    message: z.string(),
  }),
);

/**
 * A refused row of an upload (the batch file, the encoder's result): nothing was written.
 * `field` names the column ('email', 'phone_cell', 'card_url', 'chip_uid', …) or 'row'.
 */
export const batchRejectedRowSchema = lazySchema(() =>
  z.object({
    row: count(),
    field: z.string(),
    message: z.string(),
  }),
);

/** 400 of an upload refused as a whole: the first BATCH_MAX_ERRORS_LISTED errors, in row order. */
export const batchRejectedSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    error_count: count(),
    errors: z.array(batchRejectedRowSchema),
  }),
);

export const batchSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    tenant_id: z.string(),
    name: z.string(),
    /** The uploaded file's name; null when the batch was made from selected users. */
    file_name: z.nullable(z.string()),
    /** People in the batch. */
    row_count: count(),
    created_by: z.nullable(z.string()),
    /** The creating admin's email, for display; null once that admin is deleted. */
    created_by_email: z.nullable(z.string()),
    created_at: timestamp(),
    status: z.enum(BATCH_STATUSES),
    /** Cards in use (not blocked) that have a chip UID recorded. */
    encoded_count: count(),
  }),
);

/** One card of a batch: a person's card address, and the chip written with it. */
export const batchCardSchema = lazySchema(() =>
  z.object({
    end_user_id: z.nullable(z.string()),
    /** The row in the file (header = 1), or the position among selected users; replacements last. */
    row_number: count(),
    name: z.string(),
    email: z.string(),
    /**
     * `${public base}/c/{slug}`: the person's card address; null only for a row of a batch
     * stored before issue 27 whose email matched no user (such a batch stays a Draft).
     */
    card_url: z.nullable(z.string()),
    /** Upper-case hex, or null while the card awaits encoding. */
    chip_uid: z.nullable(z.string()),
    state: z.enum(BATCH_CARD_STATES),
  }),
);

/** GET /api/management/batches/{tenantId}/{batchId}: the batch and a page of its cards. */
export const batchDetailSchema = lazySchema(() =>
  z.object({
    batch: batchSchema,
    cards: z.array(batchCardSchema),
    /** Every card of the batch, blocked ones included (the page is `offset`…`offset+limit`). */
    total: count(),
    offset: count(),
    limit: count(),
  }),
);

/** How the tenant's users changed on the way to the batch (the Tenant Users upload's counts). */
export const batchUserCountsSchema = lazySchema(() =>
  z.object({
    created: count(),
    updated: count(),
    unchanged: count(),
  }),
);

/**
 * POST /api/management/batches/{tenantId} (201). All or nothing (400 batchRejectedSchema), so
 * `error_count` is 0 and `errors` empty; both stay for clients written before issue 27.
 */
export const batchUploadResultSchema = lazySchema(() =>
  z.extend(batchSchema, {
    users: batchUserCountsSchema,
    error_count: count(),
    errors: z.array(batchRowErrorSchema),
  }),
);

/** POST …/encoder-result (200): the batch after it, and how many chips were recorded. */
export const batchEncoderResultSchema = lazySchema(() =>
  z.object({ batch: batchSchema, recorded: count() }),
);

/** GET /api/management/batches/{tenantId}: newest first. */
export const batchListResponseSchema = lazySchema(() =>
  z.object({ batches: z.array(batchSchema) }),
);
