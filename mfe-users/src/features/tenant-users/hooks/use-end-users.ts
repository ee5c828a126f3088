import { listEndUsers, type ServerDataResult, useServerData } from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';

const EMPTY: EndUser[] = [];

/**
 * The tenant's end users. Only the first load shows the spinner; `reload` (after a create,
 * an edit or an upload) keeps the table on screen until the new list arrives.
 */
export function useEndUsers(tenantId: string): ServerDataResult<EndUser[]> {
  return useServerData(
    async (signal) => (await listEndUsers(tenantId, signal)) ?? EMPTY,
    [tenantId],
  );
}
