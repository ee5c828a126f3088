import type { FastifyRequest } from 'fastify';
import { reachesTenant } from '../../auth/access';
import { forbidden, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';
import { OWN_TENANT_REPORTS_ONLY, TENANT_NOT_FOUND } from './messages';

/**
 * The tenant whose reports an admin reads: 401 without a session, 403 for non-admins and for a
 * tenant outside the admin's reach (checked before existence, so other tenants' ids leak
 * nothing), 404 for a malformed or unknown id.
 */
export async function requireReportTenant(request: FastifyRequest, tenantId: string) {
  const admin = requireAdmin(request);
  if (!isUuid(tenantId)) throw notFound(TENANT_NOT_FOUND);
  const id = tenantId.toLowerCase();
  if (!reachesTenant(admin, id)) throw forbidden(OWN_TENANT_REPORTS_ONLY);
  if (!(await tenantExists(request.db, id))) throw notFound(TENANT_NOT_FOUND);
  return id;
}
