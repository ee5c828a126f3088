import { CONTACT_MESSAGES } from '@bizcard/shared/model';
import type { FastifyRequest } from 'fastify';
import { reachesTenant } from '../../auth/access';
import { forbidden, notFound, TENANT_NOT_FOUND } from '../../errors';
import { requireAdmin, requireSession } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';

export const END_USERS_ONLY = 'Only end users have contacts of their own';

/**
 * The tenant whose contacts an admin reads: its admins and super admins. Another tenant, a
 * malformed or an unknown id all answer 404 alike: contacts are personal data, and another
 * tenant's id leaks nothing.
 */
export async function requireContactsTenant(request: FastifyRequest, tenantId: string) {
  const admin = requireAdmin(request);
  const id = tenantId.toLowerCase();
  if (!isUuid(id) || !reachesTenant(admin, id)) throw notFound(TENANT_NOT_FOUND);
  if (!(await tenantExists(request.db, id))) throw notFound(TENANT_NOT_FOUND);
  return { admin, tenantId: id };
}

/** The signed-in end user (their own contacts only). */
export function requireContactOwner(request: FastifyRequest) {
  const principal = requireSession(request);
  if (principal.type !== 'end_user') throw forbidden(END_USERS_ONLY);
  return principal;
}

/** A malformed contact id is as unknown as a missing one. */
export const contactNotFound = () => notFound(CONTACT_MESSAGES.notFound);
export const validContactId = (id: string) => isUuid(id);
