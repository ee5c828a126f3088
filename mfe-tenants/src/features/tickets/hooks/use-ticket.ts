import { getTicket, useServerData } from '@bizcard/shared/api';

/** One ticket with its conversation and history; `update` puts in what a reply or change answered. */
export function useTicket(ticketId: string) {
  return useServerData((signal) => getTicket(ticketId, signal), [ticketId]);
}
