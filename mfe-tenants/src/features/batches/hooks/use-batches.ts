import { listBatches, useServerData } from '@bizcard/shared/api';
import type { Batch } from '@bizcard/shared/model';
import { useCallback } from 'react';

/** The tenant's batches, newest first; `add` puts a batch just made at the top at once. */
export function useBatches(tenantId: string) {
  const batches = useServerData((signal) => listBatches(tenantId, signal), [tenantId]);
  const { update } = batches;
  const add = useCallback(
    (batch: Batch) => update((list) => [batch, ...list.filter((kept) => kept.id !== batch.id)]),
    [update],
  );
  return { ...batches, add };
}

export type BatchesState = ReturnType<typeof useBatches>;
