import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketChangeField,
  type TicketSide,
} from '@bizcard/shared/model';

/** Which side wrote a reply or made a change, as the conversation marks it. */
export const SIDE_LABELS: Record<TicketSide, string> = { support: 'Support', customer: 'Customer' };

const FIELD_NAMES: Record<TicketChangeField, string> = { status: 'status', priority: 'priority' };

const VALUE_LABELS: Record<TicketChangeField, Record<string, string>> = {
  status: TICKET_STATUS_LABELS,
  priority: TICKET_PRIORITY_LABELS,
};

/** A stored status or priority as people read it; an unknown value as it is. */
const valueLabel = (field: TicketChangeField, value: string) => VALUE_LABELS[field][value] ?? value;

/** 'changed status from Open to Resolved'. */
export const describeChange = (field: TicketChangeField, from: string, to: string) =>
  `changed ${FIELD_NAMES[field]} from ${valueLabel(field, from)} to ${valueLabel(field, to)}`;
