import type { Batch } from '@bizcard/shared/model';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { notFound } from '../../errors';
import { type AdminPrincipal, requireSuperAdmin } from '../../plugins/auth';
import { isUuid } from '../../validation';
import type { TenantRef } from '../users/tenant-access';
import { findBatch } from './batch-store';
import { BATCH_NOT_FOUND, ONLY_SUPER_ADMINS, TENANT_NOT_FOUND } from './messages';

/** The tenant in the address, or 404 'Tenant not found' (a malformed id included). */
export async function existingTenant(db: Queryable, id: string): Promise<TenantRef> {
  if (!isUuid(id)) throw notFound(TENANT_NOT_FOUND);
  const { rows } = await db.query<TenantRef>(
    'SELECT id, name, country, tenant_type FROM tenants WHERE id = $1',
    [id.toLowerCase()],
  );
  if (!rows[0]) throw notFound(TENANT_NOT_FOUND);
  return rows[0];
}

/**
 * Super admins only (403 for client admins, 401 without a session), then the tenant and its
 * batch: another tenant's batch id is 'Batch not found' (404), as an unknown one.
 */
export async function requireBatch(
  request: FastifyRequest,
  params: { tenantId: string; batchId: string },
): Promise<{ admin: AdminPrincipal; batch: Batch }> {
  const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
  const tenant = await existingTenant(request.db, params.tenantId);
  const batch = isUuid(params.batchId)
    ? await findBatch(request.db, tenant.id, params.batchId.toLowerCase())
    : null;
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  return { admin, batch };
}
