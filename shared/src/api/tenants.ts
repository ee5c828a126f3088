import type { Tenant, TenantListResponse } from '../model/tenants';
import type { CreateTenantRequest } from '../schemas/tenants';
import { apiGet, apiPost } from './client';

export const listTenants = async (signal?: AbortSignal): Promise<Tenant[]> =>
  (await apiGet<TenantListResponse>('/api/management/tenants', { signal })).tenants;

export const getTenant = (id: string, signal?: AbortSignal) =>
  apiGet<Tenant>(`/api/management/tenants/${encodeURIComponent(id)}`, { signal });

export const createTenant = (body: CreateTenantRequest) =>
  apiPost<Tenant>('/api/management/tenants', body);
