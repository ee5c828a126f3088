import type { FastifyRequest } from 'fastify';
import { reachesTenant } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import { OWN_TENANT_ONLY, TENANT_NOT_FOUND } from './messages';

export interface TenantRef {
  id: string;
  name: string;
  /** Free text; its calling region is the default for phone numbers written without `+`. */
  country: string | null;
  tenant_type: string;
}

/**
 * The tenant whose users an admin works on: 401 without a session, 403 for non-admins and for
 * an admin on a tenant outside its reach (auth/access.ts; checked before existence, so ids of
 * other tenants leak nothing), 404 when there is no such tenant.
 */
export async function requireTenantAdmin(
  request: FastifyRequest,
  db: Queryable,
  tenantId: string,
): Promise<TenantRef> {
  const admin = requireAdmin(request);
  if (!isUuid(tenantId)) throw notFound(TENANT_NOT_FOUND);
  const id = tenantId.toLowerCase();
  if (!reachesTenant(admin, id)) throw forbidden(OWN_TENANT_ONLY);
  const { rows } = await db.query<TenantRef>(
    'SELECT id, name, country, tenant_type FROM tenants WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound(TENANT_NOT_FOUND);
  return rows[0];
}
