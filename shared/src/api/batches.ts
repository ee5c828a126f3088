import type { BatchUploadResult } from '../model/batches';
import { batchListResponseSchema, batchUploadResultSchema } from '../schemas/batches';
import { getJson, postFormJson } from './client';

const base = (tenantId: string) => `/api/management/batches/${encodeURIComponent(tenantId)}`;

/** Spec §7: multipart {name, tenant_id, file}; the answer says which rows were stored. */
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

export const listBatches = async (tenantId: string) =>
  (await getJson(batchListResponseSchema, base(tenantId))).batches;
