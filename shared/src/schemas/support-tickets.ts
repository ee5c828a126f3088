// Support Tickets (issue 27 item 3, decision 048): the requests the API validates and the
// forms check before sending, and the replies the routes declare.
import * as z from 'zod/mini';
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_CHANGE_FIELDS,
  TICKET_DESCRIPTION_MAX,
  TICKET_MESSAGES,
  TICKET_PAGE_SIZE_DEFAULT,
  TICKET_PAGE_SIZE_MAX,
  TICKET_PERSON_KINDS,
  TICKET_PRIORITIES,
  TICKET_REPLY_MAX,
  TICKET_SEARCH_MAX,
  TICKET_SIDES,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from '../model/support-tickets';
import { requiredText } from './fields';
import { lazySchema } from './lazy-schema';
import { count, timestamp } from './reply-fields';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const limited = (requiredMessage: string, max: number, tooLong: string) =>
  requiredText(requiredMessage).check(z.maxLength(max, { error: tooLong, abort: true }));

const subject = () =>
  limited(TICKET_MESSAGES.subjectRequired, TICKET_SUBJECT_MAX, TICKET_MESSAGES.subjectTooLong);
const description = () =>
  limited(
    TICKET_MESSAGES.descriptionRequired,
    TICKET_DESCRIPTION_MAX,
    TICKET_MESSAGES.descriptionTooLong,
  );
const priority = () => z.enum(TICKET_PRIORITIES, { error: TICKET_MESSAGES.priority });
const status = () => z.enum(TICKET_STATUSES, { error: TICKET_MESSAGES.status });

const tenantId = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.regex(UUID, message)),
    z.transform((value) => value.toLowerCase()),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.string({ error: message }).check(z.regex(/^\d{1,15}$/, message)),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => value >= min && value <= max, { error: message }));

/** GET /api/management/tickets: the filters as they arrive in a query string. */
export const ticketListQuerySchema = lazySchema(() =>
  z.object({
    /** Super admins: one tenant's tickets. Client admins: ignored, their own tenant's. */
    tenant_id: z.optional(tenantId(TICKET_MESSAGES.tenantId)),
    status: z.optional(status()),
    priority: z.optional(priority()),
    /** Searched in the Ticket ID ('TCK-1042', '1042') and the subject. */
    q: z.pipe(
      z.optional(
        z.string({ error: TICKET_MESSAGES.search }).check(
          z.trim(),
          z.maxLength(TICKET_SEARCH_MAX, TICKET_MESSAGES.search),
          z.refine((value) => !value.includes('\u0000'), { error: TICKET_MESSAGES.search }),
        ),
      ),
      z.transform((value) => value || undefined),
    ),
    page: z._default(wholeNumber(1, Number.MAX_SAFE_INTEGER, TICKET_MESSAGES.page), 1),
    page_size: z._default(
      wholeNumber(1, TICKET_PAGE_SIZE_MAX, TICKET_MESSAGES.pageSize),
      TICKET_PAGE_SIZE_DEFAULT,
    ),
  }),
);
export type TicketListFilters = z.output<typeof ticketListQuerySchema>;

/**
 * POST /api/management/tickets. A client admin's ticket is for their own tenant (tenant_id
 * may be left out, or must be that tenant); a super admin names the tenant.
 */
export const createTicketSchema = lazySchema(() =>
  z.object({
    tenant_id: z.optional(tenantId(TICKET_MESSAGES.tenantId)),
    subject: subject(),
    description: description(),
    priority: z._default(priority(), DEFAULT_TICKET_PRIORITY),
  }),
);
export type CreateTicketRequest = z.input<typeof createTicketSchema>;

/** POST /api/self-serve/tickets: an end user reports a problem with their card. */
export const selfServeTicketSchema = lazySchema(() =>
  z.object({ subject: subject(), description: description() }),
);
export type SelfServeTicketRequest = z.input<typeof selfServeTicketSchema>;

/** POST /api/management/tickets/{ticketId}/replies. */
export const addTicketReplySchema = lazySchema(() =>
  z.object({
    body: limited(TICKET_MESSAGES.replyRequired, TICKET_REPLY_MAX, TICKET_MESSAGES.replyTooLong),
  }),
);
export type AddTicketReplyRequest = z.input<typeof addTicketReplySchema>;

/** PATCH /api/management/tickets/{ticketId}: a status, a priority, or both. */
export const updateTicketSchema = lazySchema(() =>
  z.object({ status: z.optional(status()), priority: z.optional(priority()) }).check(
    z.refine((value) => value.status !== undefined || value.priority !== undefined, {
      error: TICKET_MESSAGES.nothingToChange,
    }),
  ),
);
export type UpdateTicketRequest = z.input<typeof updateTicketSchema>;

/** `/{ticketId}`: any text; an unknown or malformed id answers 404 'Ticket not found'. */
export const ticketPathSchema = lazySchema(() => z.object({ ticketId: z.string() }));

// The replies.

/** The creator of a ticket or the author of a reply or change, as they were named then. */
export const ticketPersonSchema = lazySchema(() =>
  z.object({
    kind: z.enum(TICKET_PERSON_KINDS),
    /** 'First Last', or the email when the person has no name. */
    name: z.string(),
    email: z.string(),
  }),
);

export const ticketSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The Ticket ID people read and search: 'TCK-1042'. */
    number: z.string(),
    tenant_id: z.string(),
    tenant_name: z.string(),
    subject: z.string(),
    description: z.string(),
    priority: z.enum(TICKET_PRIORITIES),
    status: z.enum(TICKET_STATUSES),
    created_by: ticketPersonSchema,
    /** Which side opened it: 'customer' (a client admin or end user) or 'support'. */
    created_by_side: z.enum(TICKET_SIDES),
    created_at: timestamp(),
    /** The last reply or change (the creation time until then). */
    updated_at: timestamp(),
    reply_count: count(),
  }),
);

/** One entry of the conversation, oldest first. */
export const ticketReplySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    body: z.string(),
    author: ticketPersonSchema,
    side: z.enum(TICKET_SIDES),
    created_at: timestamp(),
  }),
);

/** One change: who set which field from what to what, and when; oldest first. */
export const ticketHistoryEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: timestamp(),
    actor: ticketPersonSchema,
    side: z.enum(TICKET_SIDES),
    field: z.enum(TICKET_CHANGE_FIELDS),
    from: z.string(),
    to: z.string(),
  }),
);

/** GET /api/management/tickets: newest first. */
export const ticketPageSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    tickets: z.array(ticketSchema),
    total: count(),
    page: z.int().check(z.gte(1)),
    page_size: z.int().check(z.gte(1)),
  }),
);

/** GET /api/management/tickets/{ticketId}; also the answer to a reply (201) or a change. */
export const ticketDetailSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    ticket: ticketSchema,
    replies: z.array(ticketReplySchema),
    history: z.array(ticketHistoryEntrySchema),
  }),
);

/** POST /api/management/tickets (201). */
export const ticketCreatedSchema = lazySchema(() =>
  z.object({ success: z.literal(true), ticket: ticketSchema }),
);

/** POST /api/self-serve/tickets (201): the Ticket ID, and the sentence to show. */
export const selfServeTicketCreatedSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    id: z.string(),
    number: z.string(),
    message: z.string(),
  }),
);
