import { DEFAULT_TICKET_PRIORITY, selfServeTicketSent } from '@bizcard/shared/model';
import { selfServeTicketCreatedSchema, selfServeTicketSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden } from '../../errors';
import { requireSession } from '../../plugins/auth';
import { parseBody } from '../../validation';
import { END_USERS_ONLY } from './messages';
import { recordTicketCreate } from './ticket-audit';
import { mailNewTicket } from './ticket-mail';
import { ticketActor } from './ticket-people';
import { insertTicket } from './ticket-store';

/**
 * POST /api/self-serve/tickets: any signed-in end user reports a problem with their card. It
 * becomes a ticket of their tenant (from the session alone), priority normal, for their
 * tenant's admins and support to follow on the dashboard.
 */
export async function selfServeTicketRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const report = {
    summary: 'The signed-in end user reports a problem with their card: a ticket of their tenant',
    tags: ['Self-service'],
    security: SIGNED_IN,
    body: selfServeTicketSchema,
    response: { 201: selfServeTicketCreatedSchema },
  };
  app.post('/', { schema: report }, async (request, reply) => {
    const principal = requireSession(request);
    const tenantId = principal.user.tenant_id;
    if (principal.type !== 'end_user' || !tenantId) throw forbidden(END_USERS_ONLY);
    const body = parseBody(selfServeTicketSchema, request.body);
    const actor = ticketActor(principal);
    const ticket = await request.db.transaction(async (tx) => {
      const stored = await insertTicket(
        tx,
        { ...body, tenantId, priority: DEFAULT_TICKET_PRIORITY },
        actor,
      );
      await recordTicketCreate(tx, auditActor(principal), stored);
      return stored;
    });
    mailNewTicket(app, ticket, actor);
    const { id, number } = ticket;
    return reply
      .code(201)
      .send({ success: true as const, id, number, message: selfServeTicketSent(number) });
  });
}
