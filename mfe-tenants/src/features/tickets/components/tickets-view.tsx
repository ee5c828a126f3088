import { EmptyState, LoadFailed, Spinner } from '@bizcard/shared/ui';
import { useState } from 'react';
import { PageNav } from '../../../components/page-nav';
import { useTickets } from '../hooks/use-tickets';
import { NO_FILTERS, type TicketQuery, ticketQuery } from '../lib/ticket-filters';
import { MESSAGES } from '../messages';
import { TicketTable } from './ticket-table';
import { TicketsToolbar } from './tickets-toolbar';

interface TicketsViewProps {
  /** One tenant's tickets; undefined: every tenant's (super admins). */
  tenantId: string | undefined;
}

/**
 * The toolbar, the tickets and the paging. The toolbar's fields are a draft: nothing is asked
 * until Filter (or Enter), which loads page 1.
 */
export function TicketsView({ tenantId }: TicketsViewProps) {
  const [draft, setDraft] = useState(NO_FILTERS);
  const [query, setQuery] = useState<TicketQuery>(() => ticketQuery(NO_FILTERS, tenantId));
  const [page, setPage] = useState(1);
  const tickets = useTickets(query, page);
  const filtered = Object.keys(query).some((key) => key !== 'tenant_id');

  const applyFilters = () => {
    setQuery(ticketQuery(draft, tenantId));
    setPage(1);
  };

  return (
    <>
      <TicketsToolbar draft={draft} onDraft={setDraft} onFilter={applyFilters} />
      {tickets.status === 'loading' && <Spinner label={MESSAGES.loading} />}
      {tickets.status === 'error' && (
        <LoadFailed message={MESSAGES.loadFailed} onRetry={tickets.reload} />
      )}
      {tickets.status === 'ready' && tickets.data.tickets.length === 0 && (
        <EmptyState>{filtered ? MESSAGES.empty : MESSAGES.noTicketsYet}</EmptyState>
      )}
      {tickets.status === 'ready' && tickets.data.tickets.length > 0 && (
        <>
          <TicketTable tickets={tickets.data.tickets} showTenant={!tenantId} />
          <PageNav
            label="Ticket pages"
            count={MESSAGES.tickets(tickets.data.total)}
            page={tickets.data.page}
            pages={Math.max(1, Math.ceil(tickets.data.total / tickets.data.page_size))}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
