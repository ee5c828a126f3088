import type { FastifyRequest } from 'fastify';
import { reachesTenant } from '../../auth/access';
import { forbidden, notFound, TENANT_NOT_FOUND } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';

export const OWN_TENANT_PROVISIONING_ONLY =
  'Access denied: You can only manage provisioning of your own tenant.';

/**
 * The tenant whose SCIM tokens an admin manages: its own admins and super admins. 401 without
 * a session, 403 for end users and for another tenant's admin (checked before existence, so
 * other tenants' ids leak nothing), 404 for a malformed or unknown tenant.
 */
export async function requireProvisioningTenant(request: FastifyRequest, tenantId: string) {
  const admin = requireAdmin(request);
  if (!isUuid(tenantId)) throw notFound(TENANT_NOT_FOUND);
  const id = tenantId.toLowerCase();
  if (!reachesTenant(admin, id)) throw forbidden(OWN_TENANT_PROVISIONING_ONLY);
  if (!(await tenantExists(request.db, id))) throw notFound(TENANT_NOT_FOUND);
  return { admin, tenantId: id };
}
