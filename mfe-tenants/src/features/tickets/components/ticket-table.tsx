import { TICKET_PRIORITY_LABELS, type Ticket, ticketPagePath } from '@bizcard/shared/model';
import { Table, TableFrame } from '@bizcard/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatTicketDay } from '../lib/format-ticket-time';
import { MESSAGES } from '../messages';
import { StatusBadge } from './status-badge';

const Cells = styled(Table)`
  td:first-child,
  td:nth-last-child(2) {
    white-space: nowrap;
  }
`;

const ViewLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

interface TicketTableProps {
  tickets: readonly Ticket[];
  /** The view across tenants names each ticket's tenant. */
  showTenant: boolean;
}

/** Spec §2's columns (Ticket ID, Subject, Status, Created, Actions), with Priority and Tenant. */
export function TicketTable({ tickets, showTenant }: TicketTableProps) {
  return (
    <TableFrame>
      <Cells $stickyActions>
        <caption>{MESSAGES.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Ticket ID</th>
            <th scope="col">Subject</th>
            {showTenant && <th scope="col">Tenant</th>}
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id}>
              <td>{ticket.number}</td>
              <td>{ticket.subject}</td>
              {showTenant && <td>{ticket.tenant_name}</td>}
              <td>
                <StatusBadge status={ticket.status} />
              </td>
              <td>{TICKET_PRIORITY_LABELS[ticket.priority]}</td>
              <td>
                <time dateTime={ticket.created_at}>{formatTicketDay(ticket.created_at)}</time>
              </td>
              <td>
                <ViewLink to={ticketPagePath(ticket.id)} aria-label={`View ${ticket.number}`}>
                  View
                </ViewLink>
              </td>
            </tr>
          ))}
        </tbody>
      </Cells>
    </TableFrame>
  );
}
