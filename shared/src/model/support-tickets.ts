// Support Tickets (issue 27 item 3, decision 048): a tenant's problems, the conversation about
// each between the tenant's side and support, and who changed what. Constants, labels and
// messages, and the wire types inferred from schemas/support-tickets.ts.
import type * as z from 'zod/mini';
import type {
  selfServeTicketCreatedSchema,
  ticketCreatedSchema,
  ticketDetailSchema,
  ticketHistoryEntrySchema,
  ticketPageSchema,
  ticketPersonSchema,
  ticketReplySchema,
  ticketSchema,
} from '../schemas/support-tickets';

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'normal';

export const TICKET_STATUSES = [
  'open',
  'in_progress',
  'waiting_on_customer',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_on_customer: 'Waiting on customer',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** The statuses the Dashboard's Open Tickets counts: every one but resolved and closed. */
export const OPEN_TICKET_STATUSES = ['open', 'in_progress', 'waiting_on_customer'] as const;

/**
 * Who wrote a reply or made a change: 'support' is a super admin, 'customer' the tenant's
 * side (its admins and its end users).
 */
export const TICKET_SIDES = ['support', 'customer'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];

/** An admin (super or client) or one of the tenant's end users. */
export const TICKET_PERSON_KINDS = ['admin', 'end_user'] as const;
export type TicketPersonKind = (typeof TICKET_PERSON_KINDS)[number];

/** The fields a change can touch; each change is one history entry. */
export const TICKET_CHANGE_FIELDS = ['status', 'priority'] as const;
export type TicketChangeField = (typeof TICKET_CHANGE_FIELDS)[number];

/**
 * A ticket's number is one sequence across every tenant, from 1001, shown with this prefix
 * ('TCK-1042'): a Ticket ID names one ticket wherever it is said.
 */
export const TICKET_NUMBER_PREFIX = 'TCK-';

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_DESCRIPTION_MAX = 5000;
export const TICKET_REPLY_MAX = 5000;
export const TICKET_SEARCH_MAX = 200;
export const TICKET_PAGE_SIZE_DEFAULT = 20;
export const TICKET_PAGE_SIZE_MAX = 100;

/** The ticket page in the dashboard (mfe-tenants); mails link here. */
export const ticketPagePath = (ticketId: string): string =>
  `/tenants/tickets/${encodeURIComponent(ticketId)}`;

export const TICKET_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${TICKET_SUBJECT_MAX} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${TICKET_DESCRIPTION_MAX} characters`,
  priority: `Priority must be one of ${TICKET_PRIORITIES.join(', ')}`,
  status: `Status must be one of ${TICKET_STATUSES.join(', ')}`,
  tenantRequired: 'Choose the tenant the ticket is for',
  tenantId: 'tenant_id must be a tenant id',
  replyRequired: 'Reply is required',
  replyTooLong: `Reply must be at most ${TICKET_REPLY_MAX} characters`,
  nothingToChange: 'Give a status or a priority to change',
  search: `Search text must be at most ${TICKET_SEARCH_MAX} characters`,
  page: 'page must be a whole number of at least 1',
  pageSize: `page_size must be a whole number from 1 to ${TICKET_PAGE_SIZE_MAX}`,
  notFound: 'Ticket not found',
} as const;

/** The self-serve answer's message once a problem is reported. */
export const selfServeTicketSent = (number: string): string =>
  `Thank you. Your report was sent to your administrators as ${number}.`;

/** Query of GET /api/management/tickets; every filter optional. */
export interface TicketListQuery {
  /** One tenant (super admins); a client admin always gets their own tenant's. */
  tenant_id?: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  /** Searched in the Ticket ID ('TCK-1042' or '1042') and the subject, case-insensitive. */
  q?: string;
  /** 1-based. */
  page?: number;
  /** 1–100, default 20. */
  page_size?: number;
}

/** The creator of a ticket, or the author of a reply or change, as written then. */
export type TicketPerson = z.output<typeof ticketPersonSchema>;
export type Ticket = z.output<typeof ticketSchema>;
export type TicketReply = z.output<typeof ticketReplySchema>;
export type TicketHistoryEntry = z.output<typeof ticketHistoryEntrySchema>;
/** GET /api/management/tickets: newest first. */
export type TicketPage = z.output<typeof ticketPageSchema>;
/** GET /api/management/tickets/{ticketId}, and the answer to a reply or a change. */
export type TicketDetail = z.output<typeof ticketDetailSchema>;
/** POST /api/management/tickets (201). */
export type TicketCreated = z.output<typeof ticketCreatedSchema>;
/** POST /api/self-serve/tickets (201). */
export type SelfServeTicketCreated = z.output<typeof selfServeTicketCreatedSchema>;
