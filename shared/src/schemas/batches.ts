// Batch uploads (spec §7 "Batches"): the file-name rule the form and the API both apply, and
// the replies.
import * as z from 'zod/mini';
import { BATCH_ROW_ERROR_FIELDS, type BatchFileKind } from '../model/batches';
import { count, timestamp } from './reply-fields';

/** The kind a file name says it is, or null for any other type. */
export function batchFileKind(fileName: string): BatchFileKind | null {
  const match = /\.(csv|xlsx)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as BatchFileKind) : null;
}

/**
 * The multipart form of POST /api/management/batches/{tenantId} (spec §7), for the API's
 * document: the API reads it part by part as it streams (name, tenant_id, then the file).
 */
export const batchUploadFormSchema = z.object({
  name: z.string(),
  /** The tenant again; when sent, it must be the one in the address. */
  tenant_id: z.optional(z.string()),
  file: z.file(),
});

export const batchRowErrorSchema = z.object({
  row: z.int().check(z.gte(1)),
  field: z.enum(BATCH_ROW_ERROR_FIELDS),
  message: z.string(),
});

export const batchSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  file_name: z.string(),
  row_count: count(),
  created_by: z.nullable(z.string()),
  created_at: timestamp(),
});

/** POST /api/management/batches/{tenantId} (201). */
export const batchUploadResultSchema = z.extend(batchSchema, {
  error_count: count(),
  errors: z.array(batchRowErrorSchema),
});

/** GET /api/management/batches/{tenantId}: newest first. */
export const batchListResponseSchema = z.object({ batches: z.array(batchSchema) });
