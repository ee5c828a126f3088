import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { requireTenantAdmin } from '../users/tenant-access';
import { existingTenantId } from './existing-tenant';
import { ONLY_SUPER_ADMINS } from './messages';

/** Designing templates and their rules is the super admin's, as the designer is (spec §3). */
export async function requireTemplateDesigner(request: FastifyRequest, tenantId: string) {
  const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
  return { admin, tenantId: await existingTenantId(request.db, tenantId) };
}

/**
 * Reading the templates' names and choosing one for a person is Tenant Users' (its client
 * admins too): 403 outside the admin's reach, 404 for no such tenant.
 */
export async function requireTemplateReader(request: FastifyRequest, tenantId: string) {
  const tenant = await requireTenantAdmin(request, request.db, tenantId);
  return { tenantId: tenant.id };
}

/** A template id from the path or body: 404 when it cannot be one. */
export function templateIdOf(id: string | null | undefined, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

/** A name another template of the tenant has (unique without regard to case). */
export const nameTaken = (message: string) => new HttpError(409, message);
