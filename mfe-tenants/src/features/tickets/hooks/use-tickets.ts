import { listTickets, useServerData } from '@bizcard/shared/api';
import type { TicketQuery } from '../lib/ticket-filters';
import { PAGE_SIZE } from '../messages';

/** One page of the tickets `query` selects, newest first; a new query object asks again. */
export function useTickets(query: TicketQuery, page: number) {
  return useServerData(
    (signal) => listTickets({ ...query, page, page_size: PAGE_SIZE }, signal),
    [query, page],
  );
}
