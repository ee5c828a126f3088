import { tenantReach } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import type { AdminPrincipal } from '../../plugins/auth';
import { tenantExists } from '../tenants/tenant-store';
import { NO_TENANT_LOGS, OWN_TENANT_LOGS_ONLY, TENANT_NOT_FOUND } from './messages';

/** Whose entries a request reads: one tenant's, or every tenant's (`null`). */
export type LogTenant = string | null;

/**
 * Whose entries an admin (requireAdmin) reads. A super admin reads the tenant asked for, or
 * every tenant when none is; any other admin reads its own tenant, and asking for another is
 * a 403 (checked before existence, so ids of other tenants leak nothing).
 */
export async function logTenant(
  admin: AdminPrincipal,
  db: Queryable,
  requested: string | undefined,
): Promise<LogTenant> {
  const reach = tenantReach(admin);
  if (reach.kind === 'none') throw forbidden(NO_TENANT_LOGS);
  if (reach.kind === 'one') {
    if (requested && requested !== reach.tenantId) throw forbidden(OWN_TENANT_LOGS_ONLY);
    return reach.tenantId;
  }
  if (requested && !(await tenantExists(db, requested))) throw notFound(TENANT_NOT_FOUND);
  return requested ?? null;
}
