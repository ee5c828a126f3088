import { getBatch, useServerData } from '@bizcard/shared/api';
import { BATCH_DETAIL_DEFAULT_LIMIT } from '@bizcard/shared/model';

export const CARDS_PER_PAGE = BATCH_DETAIL_DEFAULT_LIMIT;

/** One batch and the page of its cards that starts at `offset`, in row order. */
export const useBatchDetail = (tenantId: string, batchId: string, offset: number) =>
  useServerData(
    (signal) => getBatch(tenantId, batchId, { offset, limit: CARDS_PER_PAGE }, signal),
    [tenantId, batchId, offset],
  );
