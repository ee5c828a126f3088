import type { Tenant, TenantListResponse } from '../model/tenants';
import type { CreateTenantRequest } from '../schemas/tenants';
import { apiGet, apiPost } from './client';

export const listTenants = async (): Promise<Tenant[]> =>
  (await apiGet<TenantListResponse>('/api/management/tenants')).tenants;

export const getTenant = (id: string) =>
  apiGet<Tenant>(`/api/management/tenants/${encodeURIComponent(id)}`);

export const createTenant = (body: CreateTenantRequest) =>
  apiPost<Tenant>('/api/management/tenants', body);
