import type {
  BatchDetail,
  BatchEncoderResult,
  BatchFromUsersRequest,
  BatchStatus,
  BatchUploadResult,
} from '../model/batches';
import {
  batchCardSchema,
  batchDetailSchema,
  batchEncoderResultSchema,
  batchListResponseSchema,
  batchSchema,
  batchUploadResultSchema,
} from '../schemas/batches';
import { apiGetBlob, getJson, patchJson, postFormJson, postJson } from './client';

const base = (tenantId: string) => `/api/management/batches/${encodeURIComponent(tenantId)}`;
const batchPath = (tenantId: string, batchId: string) =>
  `${base(tenantId)}/${encodeURIComponent(batchId)}`;
const cardPath = (tenantId: string, batchId: string, endUserId: string, action: string) =>
  `${batchPath(tenantId, batchId)}/cards/${encodeURIComponent(endUserId)}/${action}`;

/**
 * Spec §7: multipart {name, tenant_id, file}. All or nothing: a refused file rejects with an
 * ApiError of status 400 whose `body` is a BatchRejected (message, error_count, errors).
 */
export function uploadBatch(
  tenantId: string,
  batch: { name: string; file: File },
): Promise<BatchUploadResult> {
  const form = new FormData();
  form.append('name', batch.name);
  form.append('tenant_id', tenantId);
  form.append('file', batch.file, batch.file.name);
  return postFormJson(batchUploadResultSchema, base(tenantId), form);
}

export const listBatches = async (tenantId: string, signal?: AbortSignal) =>
  (await getJson(batchListResponseSchema, base(tenantId), { signal })).batches;

/** A batch of selected users of the tenant (Tenant Users' selection); 422 for unknown ids. */
export const createBatchFromUsers = (tenantId: string, request: BatchFromUsersRequest) =>
  postJson(batchSchema, `${base(tenantId)}/from-users`, request);

/** The batch and a page of its cards (offset 0, 500 cards unless asked; at most 10,000). */
export const getBatch = (
  tenantId: string,
  batchId: string,
  page: { offset?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<BatchDetail> => {
  const searchParams: Record<string, string> = {};
  if (page.offset !== undefined) searchParams.offset = String(page.offset);
  if (page.limit !== undefined) searchParams.limit = String(page.limit);
  return getJson(batchDetailSchema, batchPath(tenantId, batchId), { searchParams, signal });
};

/** Moves the batch to its next status (e.g. 'shipped'); 409 with the reason otherwise. */
export const setBatchStatus = (tenantId: string, batchId: string, status: BatchStatus) =>
  patchJson(batchSchema, batchPath(tenantId, batchId), { status });

/** Where the encoding file is (also a plain link: the browser downloads it, named). */
export const encodingFilePath = (tenantId: string, batchId: string, awaitingOnly = false) =>
  `${batchPath(tenantId, batchId)}/encoding.csv${awaitingOnly ? '?awaiting=true' : ''}`;

/** 'Download encoding file': one CSV line per card in use (name, email, card URL, NDEF hex). */
export const downloadEncodingFile = (tenantId: string, batchId: string, awaitingOnly = false) =>
  apiGetBlob(encodingFilePath(tenantId, batchId, awaitingOnly));

/** Where the QR sheet is: `paper` a4 or letter. */
export const qrSheetPath = (tenantId: string, batchId: string, paper: 'a4' | 'letter') =>
  `${batchPath(tenantId, batchId)}/qr-sheet.pdf?paper=${paper}`;

/**
 * The encoder's CSV (Card URL, Chip UID columns). All or nothing: a refused file rejects with
 * an ApiError of status 400 whose `body` is a BatchRejected.
 */
export function uploadEncoderResult(
  tenantId: string,
  batchId: string,
  file: File,
): Promise<BatchEncoderResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postFormJson(
    batchEncoderResultSchema,
    `${batchPath(tenantId, batchId)}/encoder-result`,
    form,
  );
}

/** Blocks a person's lost card: its chip UID is refused from then on. */
export const blockBatchCard = (tenantId: string, batchId: string, endUserId: string) =>
  postJson(batchCardSchema, cardPath(tenantId, batchId, endUserId, 'block'));

/** Adds a replacement card (same card address) awaiting a new chip UID. */
export const replaceBatchCard = (tenantId: string, batchId: string, endUserId: string) =>
  postJson(batchCardSchema, cardPath(tenantId, batchId, endUserId, 'replace'));
