import type { TicketHistoryEntry } from '@bizcard/shared/model';
import { EmptyState } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { formatTicketTime } from '../lib/format-ticket-time';
import { describeChange, SIDE_LABELS } from '../lib/ticket-labels';
import { TICKET_PAGE } from '../messages';

const Entries = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;

/** Who changed what, and when: 'Ann Li (Support) changed status from Open to Resolved'. */
export function TicketHistory({ entries }: { entries: readonly TicketHistoryEntry[] }) {
  if (entries.length === 0) return <EmptyState>{TICKET_PAGE.noHistory}</EmptyState>;
  return (
    <Entries aria-label={TICKET_PAGE.history}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.actor.name} ({SIDE_LABELS[entry.side]}){' '}
          {describeChange(entry.field, entry.from, entry.to)} ·{' '}
          <time dateTime={entry.at}>{formatTicketTime(entry.at)}</time>
        </li>
      ))}
    </Entries>
  );
}
