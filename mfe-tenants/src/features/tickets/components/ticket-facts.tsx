import { TICKET_PRIORITY_LABELS, type Ticket } from '@bizcard/shared/model';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatTicketTime } from '../lib/format-ticket-time';
import { StatusBadge } from './status-badge';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(180px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  dt {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

/** Ticket ID, status, priority, tenant, who opened it and when. */
export function TicketFacts({ ticket }: { ticket: Ticket }) {
  const facts: [string, ReactNode][] = [
    ['Ticket ID', ticket.number],
    ['Status', <StatusBadge key="status" status={ticket.status} />],
    ['Priority', TICKET_PRIORITY_LABELS[ticket.priority]],
    ['Tenant', ticket.tenant_name],
    ['Opened by', ticket.created_by.name],
    [
      'Created',
      <time key="created" dateTime={ticket.created_at}>
        {formatTicketTime(ticket.created_at)}
      </time>,
    ],
  ];
  return (
    <List>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
