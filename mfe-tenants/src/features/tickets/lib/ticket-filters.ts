import type { TicketListQuery, TicketPriority, TicketStatus } from '@bizcard/shared/model';

/** What the toolbar holds: empty strings for filters not set. */
export interface TicketFilters {
  status: TicketStatus | '';
  priority: TicketPriority | '';
  q: string;
}

export const NO_FILTERS: TicketFilters = { status: '', priority: '', q: '' };

/** The filters of a list call: every page shares them. */
export type TicketQuery = Omit<TicketListQuery, 'page' | 'page_size'>;

/** The query for `filters` over one tenant, or every tenant when `tenantId` is undefined. */
export function ticketQuery(filters: TicketFilters, tenantId: string | undefined): TicketQuery {
  const query: TicketQuery = {};
  if (tenantId) query.tenant_id = tenantId;
  if (filters.status) query.status = filters.status;
  if (filters.priority) query.priority = filters.priority;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}
