import { TICKET_STATUS_LABELS, type TicketStatus } from '@bizcard/shared/model';
import styled from 'styled-components';

// Each colour keeps 4.5:1 on its background; the word carries the status, the colour only helps.
const TONES: Record<TicketStatus, { fg: string; bg: string; border: string }> = {
  open: { fg: '#175CD3', bg: '#EFF8FF', border: '#B2DDFF' },
  in_progress: { fg: '#5925DC', bg: '#F4F3FF', border: '#D9D6FE' },
  waiting_on_customer: { fg: '#93370D', bg: '#FFFAEB', border: '#FEDF89' },
  resolved: { fg: '#067647', bg: '#ECFDF3', border: '#ABEFC6' },
  closed: { fg: '#344054', bg: '#F2F4F7', border: '#D0D5DD' },
};

const Badge = styled.span<{ $status: TicketStatus }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ $status }) => TONES[$status].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $status }) => TONES[$status].bg};
  color: ${({ $status }) => TONES[$status].fg};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
`;

/** A ticket's status as its label in a coloured pill. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge $status={status}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
