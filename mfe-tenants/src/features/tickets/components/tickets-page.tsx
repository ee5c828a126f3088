import { useParams } from 'react-router-dom';
import { TicketListPage } from './ticket-list-page';
import { TicketPage } from './ticket-page';

/**
 * The remote's one exposed tickets page. The shell routes both /tenants/tickets and
 * /tenants/tickets/:ticketId here, so a ticket's page needs no page of its own in the contract.
 */
export function TicketsPage() {
  const { ticketId } = useParams();
  return ticketId ? <TicketPage key={ticketId} ticketId={ticketId} /> : <TicketListPage />;
}
