import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type Ticket } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';
import type { TicketChange } from './ticket-store';

/** A new ticket, in its transaction. */
export const recordTicketCreate = (tx: Queryable, actor: AuditActor, ticket: Ticket) =>
  recordAudit(tx, {
    tenantId: ticket.tenant_id,
    ...actor,
    action: 'ticket.create',
    target: ticket.number,
    message: `Ticket ${ticket.number} opened: ${ticket.subject}`,
  });

/** A reply, in its transaction; what it said stays on the ticket. */
export const recordTicketReply = (tx: Queryable, actor: AuditActor, ticket: Ticket) =>
  recordAudit(tx, {
    tenantId: ticket.tenant_id,
    ...actor,
    action: 'ticket.reply',
    target: ticket.number,
    message: `Reply added to ticket ${ticket.number}`,
  });

const label = (change: TicketChange, value: string) =>
  change.field === 'status'
    ? TICKET_STATUS_LABELS[value as keyof typeof TICKET_STATUS_LABELS]
    : TICKET_PRIORITY_LABELS[value as keyof typeof TICKET_PRIORITY_LABELS];

/** A change of status and/or priority: 'Ticket TCK-1042 status: Open → Resolved'. */
export const recordTicketUpdate = (
  tx: Queryable,
  actor: AuditActor,
  ticket: Ticket,
  changes: TicketChange[],
) =>
  recordAudit(tx, {
    tenantId: ticket.tenant_id,
    ...actor,
    action: 'ticket.update',
    target: ticket.number,
    message: `Ticket ${ticket.number} ${changes
      .map(
        (change) => `${change.field}: ${label(change, change.from)} → ${label(change, change.to)}`,
      )
      .join(', ')}`,
  });
