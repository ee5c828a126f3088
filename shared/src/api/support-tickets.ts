import type { TicketListQuery } from '../model/support-tickets';
import {
  type AddTicketReplyRequest,
  type CreateTicketRequest,
  type SelfServeTicketRequest,
  selfServeTicketCreatedSchema,
  ticketCreatedSchema,
  ticketDetailSchema,
  ticketPageSchema,
  type UpdateTicketRequest,
} from '../schemas/support-tickets';
import { getJson, patchJson, postJson } from './client';

const TICKETS = '/api/management/tickets';
const ticket = (ticketId: string) => `${TICKETS}/${encodeURIComponent(ticketId)}`;

/** The filters that are set, as query-string values. */
function searchParams(query: TicketListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** One page of tickets, newest first: every tenant's for a super admin, their own otherwise. */
export const listTickets = (query: TicketListQuery = {}, signal?: AbortSignal) =>
  getJson(ticketPageSchema, TICKETS, { searchParams: searchParams(query), signal });

/** Opens a ticket; the answer holds it with its Ticket ID. */
export const createTicket = async (body: CreateTicketRequest) =>
  (await postJson(ticketCreatedSchema, TICKETS, body)).ticket;

/** The ticket with its conversation and history. */
export const getTicket = (ticketId: string, signal?: AbortSignal) =>
  getJson(ticketDetailSchema, ticket(ticketId), { signal });

/** Adds a reply; the answer is the ticket page's data again. */
export const replyToTicket = (ticketId: string, body: AddTicketReplyRequest) =>
  postJson(ticketDetailSchema, `${ticket(ticketId)}/replies`, body);

/** Changes the status and/or the priority; the answer is the ticket page's data again. */
export const updateTicket = (ticketId: string, change: UpdateTicketRequest) =>
  patchJson(ticketDetailSchema, ticket(ticketId), change);

/** The self-serve page's 'Report a problem': a ticket for the end user's tenant. */
export const reportProblem = (body: SelfServeTicketRequest) =>
  postJson(selfServeTicketCreatedSchema, '/api/self-serve/tickets', body);
