import type { Ticket, TicketPerson, TicketReply, TicketSide } from '@bizcard/shared/model';
import styled from 'styled-components';
import { formatTicketTime } from '../lib/format-ticket-time';
import { SIDE_LABELS } from '../lib/ticket-labels';
import { TICKET_PAGE } from '../messages';

const Messages = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Message = styled.li<{ $side: TicketSide }>`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ theme, $side }) => ($side === 'support' ? theme.colors.infoBorder : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $side }) =>
    $side === 'support' ? theme.colors.infoBg : theme.colors.surface};
  margin-left: ${({ $side }) => ($side === 'support' ? '0' : '10%')};
  margin-right: ${({ $side }) => ($side === 'support' ? '10%' : '0')};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

interface Said {
  id: string;
  author: TicketPerson;
  side: TicketSide;
  at: string;
  body: string;
}

const opening = (ticket: Ticket): Said => ({
  id: 'description',
  author: ticket.created_by,
  side: ticket.created_by_side,
  at: ticket.created_at,
  body: ticket.description,
});

const fromReply = (reply: TicketReply): Said => ({
  id: reply.id,
  author: reply.author,
  side: reply.side,
  at: reply.created_at,
  body: reply.body,
});

/** The description, then every reply oldest first, each marked Support or Customer. */
export function TicketConversation({
  ticket,
  replies,
}: {
  ticket: Ticket;
  replies: readonly TicketReply[];
}) {
  const said = [opening(ticket), ...replies.map(fromReply)];
  return (
    <>
      <Messages aria-label={TICKET_PAGE.conversation}>
        {said.map((message) => (
          <Message key={message.id} $side={message.side}>
            <Meta>
              <strong>{message.author.name}</strong> · {SIDE_LABELS[message.side]} ·{' '}
              <time dateTime={message.at}>{formatTicketTime(message.at)}</time>
            </Meta>
            <Body>{message.body}</Body>
          </Message>
        ))}
      </Messages>
      {replies.length === 0 && <Meta>{TICKET_PAGE.noReplies}</Meta>}
    </>
  );
}
