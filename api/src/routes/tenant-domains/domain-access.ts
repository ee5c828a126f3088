import { OWN_TENANT_DETAILS_ONLY, TENANT_DOMAIN_MESSAGES } from '@bizcard/shared/model';
import type { FastifyRequest } from 'fastify';
import { reachesTenant } from '../../auth/access';
import { forbidden, notFound, TENANT_NOT_FOUND } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';

/**
 * The tenant whose domains an admin manages: a client admin their own, a super admin any.
 * As for the tenant's details, another tenant's id answers 403 and an unknown one 404.
 */
export async function requireDomainsTenant(request: FastifyRequest, tenantId: string) {
  const admin = requireAdmin(request);
  const id = tenantId.toLowerCase();
  if (!isUuid(id)) throw notFound(TENANT_NOT_FOUND);
  if (!reachesTenant(admin, id)) throw forbidden(OWN_TENANT_DETAILS_ONLY);
  if (!(await tenantExists(request.db, id))) throw notFound(TENANT_NOT_FOUND);
  return { admin, tenantId: id };
}

export const domainNotFound = () => notFound(TENANT_DOMAIN_MESSAGES.notFound);
