import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
} from '@bizcard/shared/model';
import { Button, Input, Select } from '@bizcard/shared/ui';
import { useId } from 'react';
import { FilterBar, FilterControl } from '../../../components/filter-bar';
import type { TicketFilters } from '../lib/ticket-filters';
import { MESSAGES } from '../messages';

interface TicketsToolbarProps {
  draft: TicketFilters;
  onDraft: (draft: TicketFilters) => void;
  /** Filter pressed, or Enter in a field. */
  onFilter: () => void;
}

/** Status, priority and a search over Ticket ID and subject, applied together by Filter. */
export function TicketsToolbar({ draft, onDraft, onFilter }: TicketsToolbarProps) {
  const id = useId();
  const set = (change: Partial<TicketFilters>) => onDraft({ ...draft, ...change });

  return (
    <FilterBar
      as="form"
      aria-label="Ticket filters"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter();
      }}
    >
      <FilterControl>
        <label htmlFor={`${id}-q`}>Search</label>
        <Input
          id={`${id}-q`}
          type="search"
          placeholder={MESSAGES.searchPlaceholder}
          value={draft.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </FilterControl>
      <FilterControl>
        <label htmlFor={`${id}-status`}>Status</label>
        <Select
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) => set({ status: event.target.value as TicketStatus | '' })}
        >
          <option value="">{MESSAGES.allStatuses}</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TICKET_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FilterControl>
      <FilterControl>
        <label htmlFor={`${id}-priority`}>Priority</label>
        <Select
          id={`${id}-priority`}
          value={draft.priority}
          onChange={(event) => set({ priority: event.target.value as TicketPriority | '' })}
        >
          <option value="">{MESSAGES.allPriorities}</option>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </Select>
      </FilterControl>
      <Button type="submit" $variant="secondary">
        Filter
      </Button>
    </FilterBar>
  );
}
