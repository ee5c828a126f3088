import { listAuditLog, useServerData } from '@bizcard/shared/api';
import type { LogQuery } from '../lib/log-filters';
import { PAGE_SIZE } from '../messages';

/** One page of the entries `query` selects, newest first; a new query object asks again. */
export function useAuditLog(query: LogQuery, page: number) {
  return useServerData(
    (signal) => listAuditLog({ ...query, page, page_size: PAGE_SIZE }, signal),
    [query, page],
  );
}
