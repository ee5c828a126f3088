import type { TicketDetail } from '@bizcard/shared/model';
import {
  addTicketReplySchema,
  createTicketSchema,
  ticketCreatedSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketPathSchema,
  updateTicketSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { parseBody } from '../../validation';
import { requireTicketAdmin, ticketTenant, visibleTicket } from './ticket-access';
import { recordTicketCreate, recordTicketReply, recordTicketUpdate } from './ticket-audit';
import { mailNewTicket, mailReply } from './ticket-mail';
import { ticketActor } from './ticket-people';
import {
  applyChanges,
  findTicket,
  insertReply,
  insertTicket,
  listTickets,
  type TicketChange,
  ticketHistory,
  ticketReplies,
} from './ticket-store';

const tags = ['Support tickets'];

/** The ticket page's data: the ticket, its conversation and its history. */
async function detailOf(q: Queryable, id: string): Promise<TicketDetail> {
  const [ticket, replies, history] = await Promise.all([
    findTicket(q, id),
    ticketReplies(q, id),
    ticketHistory(q, id),
  ]);
  return { success: true, ticket: ticket!, replies, history };
}

/**
 * Support tickets (issue 27 item 3, decision 048): a tenant's admins open and follow their
 * tenant's tickets, super admins every tenant's. Both sides reply and change the status, each
 * change audited and kept in the ticket's history; the other side hears of tickets and replies
 * by mail. Another tenant's ticket answers 404, as row-level security hides it.
 */
export async function supportTicketRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const list = {
    summary: "One page of tickets, newest first: every tenant's (super admins) or their own",
    tags,
    security: SIGNED_IN,
    querystring: ticketListQuerySchema,
    response: { 200: ticketPageSchema },
  };
  app.get('/', { schema: list }, async (request) => {
    const { ownTenant } = requireTicketAdmin(request);
    const { tenant_id, page, page_size, ...filters } = request.query;
    const filter = { ...filters, tenantId: ownTenant ?? tenant_id ?? null };
    const { tickets, total } = await listTickets(request.db, filter, page, page_size);
    return { success: true as const, tickets, total, page, page_size };
  });

  const create = {
    summary: "Opens a ticket for the admin's tenant, or any tenant (super admins)",
    tags,
    security: SIGNED_IN,
    body: createTicketSchema,
    response: { 201: ticketCreatedSchema },
  };
  app.post('/', { schema: create }, async (request, reply) => {
    const admin = requireTicketAdmin(request);
    const body = parseBody(createTicketSchema, request.body);
    const tenantId = await ticketTenant(request, admin, body.tenant_id);
    const actor = ticketActor(admin.admin);
    const ticket = await request.db.transaction(async (tx) => {
      const stored = await insertTicket(tx, { ...body, tenantId }, actor);
      await recordTicketCreate(tx, auditActor(admin.admin), stored);
      return stored;
    });
    mailNewTicket(app, ticket, actor);
    return reply.code(201).send({ success: true as const, ticket });
  });

  const read = {
    summary: 'A ticket with its conversation and its history of changes',
    tags,
    security: SIGNED_IN,
    params: ticketPathSchema,
    response: { 200: ticketDetailSchema },
  };
  app.get('/:ticketId', { schema: read }, async (request) => {
    requireTicketAdmin(request);
    const ticket = await visibleTicket(request, request.params.ticketId);
    return detailOf(request.db, ticket.id);
  });

  const answer = {
    summary: 'Adds a reply to a ticket; the other side hears of it by mail',
    tags,
    security: SIGNED_IN,
    params: ticketPathSchema,
    body: addTicketReplySchema,
    response: { 201: ticketDetailSchema },
  };
  app.post('/:ticketId/replies', { schema: answer }, async (request, reply) => {
    const { admin } = requireTicketAdmin(request);
    const ticket = await visibleTicket(request, request.params.ticketId);
    const { body } = parseBody(addTicketReplySchema, request.body);
    const actor = ticketActor(admin);
    const detail = await request.db.transaction(async (tx) => {
      await insertReply(tx, ticket, body, actor);
      await recordTicketReply(tx, auditActor(admin), ticket);
      return detailOf(tx, ticket.id);
    });
    mailReply(app, ticket, body, actor);
    return reply.code(201).send(detail);
  });

  const change = {
    summary: "Changes a ticket's status and/or priority; each change joins its history",
    tags,
    security: SIGNED_IN,
    params: ticketPathSchema,
    body: updateTicketSchema,
    response: { 200: ticketDetailSchema },
  };
  app.patch('/:ticketId', { schema: change }, async (request) => {
    const { admin } = requireTicketAdmin(request);
    const ticket = await visibleTicket(request, request.params.ticketId);
    const body = parseBody(updateTicketSchema, request.body);
    const changes: TicketChange[] = [];
    if (body.status && body.status !== ticket.status) {
      changes.push({ field: 'status', from: ticket.status, to: body.status });
    }
    if (body.priority && body.priority !== ticket.priority) {
      changes.push({ field: 'priority', from: ticket.priority, to: body.priority });
    }
    if (changes.length === 0) return detailOf(request.db, ticket.id);
    return request.db.transaction(async (tx) => {
      await applyChanges(tx, ticket, changes, ticketActor(admin));
      await recordTicketUpdate(tx, auditActor(admin), ticket, changes);
      return detailOf(tx, ticket.id);
    });
  });
}
