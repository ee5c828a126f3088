import type { Queryable } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';
import { TENANT_NOT_FOUND, TENANT_REQUIRED } from './messages';

/** The form's tenant id, lower-cased: 400 without one, 404 for a tenant that does not exist. */
export async function existingTenantId(db: Queryable, id: string | undefined): Promise<string> {
  if (!id) throw new HttpError(400, TENANT_REQUIRED);
  if (!isUuid(id) || !(await tenantExists(db, id))) throw notFound(TENANT_NOT_FOUND);
  return id.toLowerCase();
}
