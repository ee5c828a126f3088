import type { Tenant } from '../model/tenants';
import { type CreateTenantRequest, tenantListSchema, tenantSchema } from '../schemas/tenants';
import { getJson, postJson } from './client';

export const listTenants = async (signal?: AbortSignal): Promise<Tenant[]> =>
  (await getJson(tenantListSchema, '/api/management/tenants', { signal })).tenants;

export const getTenant = (id: string, signal?: AbortSignal) =>
  getJson(tenantSchema, `/api/management/tenants/${encodeURIComponent(id)}`, { signal });

export const createTenant = (body: CreateTenantRequest) =>
  postJson(tenantSchema, '/api/management/tenants', body);
