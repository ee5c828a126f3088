import { listContacts, useServerData } from '@bizcard/shared/api';
import { PAGE_SIZE } from '../messages';

/** One page of the tenant's contacts, newest first, those `q` finds when it is set. */
export function useContacts(tenantId: string, q: string, page: number) {
  return useServerData(
    (signal) => listContacts(tenantId, { q: q || undefined, page, page_size: PAGE_SIZE }, signal),
    [tenantId, q, page],
  );
}
