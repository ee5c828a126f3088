import { ApiError } from '@bizcard/shared/api';
import type { TicketDetail } from '@bizcard/shared/model';
import {
  Banner,
  Card,
  EmptyState,
  LoadFailed,
  Muted,
  PageHeader,
  PageTitle,
  Spinner,
} from '@bizcard/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTicket } from '../hooks/use-ticket';
import { TICKET_PAGE } from '../messages';
import { TicketConversation } from './ticket-conversation';
import { TicketFacts } from './ticket-facts';
import { TicketHistory } from './ticket-history';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusForm } from './ticket-status-form';

const LIST_PATH = '/tenants/tickets';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** /tenants/tickets/:ticketId: the ticket, its conversation, a reply, its status and history. */
export function TicketPage({ ticketId }: { ticketId: string }) {
  const ticket = useTicket(ticketId);
  const [notice, setNotice] = useState<string | null>(null);
  const back = <Link to={LIST_PATH}>{TICKET_PAGE.back}</Link>;

  if (ticket.status === 'loading') return <Spinner label={TICKET_PAGE.loading} />;
  if (ticket.status === 'error') {
    return ticket.error instanceof ApiError && ticket.error.status === 404 ? (
      <EmptyState>
        {ticket.message} {back}
      </EmptyState>
    ) : (
      <LoadFailed message={TICKET_PAGE.loadFailed} onRetry={ticket.reload} />
    );
  }

  const changed = (message: string) => (detail: TicketDetail) => {
    ticket.update(() => detail);
    setNotice(message);
  };
  const { ticket: shown, replies, history } = ticket.data;
  return (
    <>
      {back}
      <PageHeader>
        <div>
          <PageTitle>{shown.subject}</PageTitle>
          <Muted>{shown.number}</Muted>
        </div>
      </PageHeader>
      {notice && <Banner tone="success">{notice}</Banner>}
      <TicketFacts ticket={shown} />
      <Section>
        <h2>{TICKET_PAGE.conversation}</h2>
        <TicketConversation ticket={shown} replies={replies} />
        <TicketReplyForm ticketId={shown.id} onReplied={changed(TICKET_PAGE.replySent)} />
      </Section>
      <Section>
        <h2>Status</h2>
        <TicketStatusForm
          key={shown.status}
          ticketId={shown.id}
          status={shown.status}
          onChanged={changed(TICKET_PAGE.statusUpdated)}
        />
      </Section>
      <Section>
        <h2>{TICKET_PAGE.history}</h2>
        <TicketHistory entries={history} />
      </Section>
    </>
  );
}
