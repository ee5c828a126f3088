import { TICKET_MESSAGES, type Ticket } from '@bizcard/shared/model';
import type { FastifyRequest } from 'fastify';
import { tenantReach } from '../../auth/access';
import { forbidden, HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { tenantExists } from '../tenants/tenant-store';
import { NO_TENANT_TICKETS, OWN_TENANT_TICKETS_ONLY, TENANT_NOT_FOUND } from './messages';
import { findTicket } from './ticket-store';

/** An admin with a tenant reach: a super admin (every tenant) or a tenant's admin (its own). */
export function requireTicketAdmin(request: FastifyRequest) {
  const admin = requireAdmin(request);
  const reach = tenantReach(admin);
  if (reach.kind === 'none') throw forbidden(NO_TENANT_TICKETS);
  return { admin, ownTenant: reach.kind === 'one' ? reach.tenantId : null };
}

/**
 * The tenant a new ticket is for: a tenant's admin opens tickets for their own (another is a
 * 403, before existence, so other ids leak nothing); a super admin names an existing tenant.
 */
export async function ticketTenant(
  request: FastifyRequest,
  admin: { ownTenant: string | null },
  requested: string | undefined,
): Promise<string> {
  if (admin.ownTenant) {
    if (requested && requested !== admin.ownTenant) throw forbidden(OWN_TENANT_TICKETS_ONLY);
    return admin.ownTenant;
  }
  if (!requested) throw new HttpError(400, TICKET_MESSAGES.tenantRequired);
  if (!(await tenantExists(request.db, requested))) throw notFound(TENANT_NOT_FOUND);
  return requested;
}

/**
 * The ticket as the request's scope sees it (row-level security): another tenant's ticket is
 * as unknown as one that never was, 404 either way.
 */
export async function visibleTicket(request: FastifyRequest, id: string): Promise<Ticket> {
  const ticket = await findTicket(request.db, id);
  if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
  return ticket;
}
