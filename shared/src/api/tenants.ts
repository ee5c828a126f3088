import * as z from 'zod/mini';
import type { Tenant } from '../model/tenants';
import { type CreateTenantRequest, tenantListSchema, tenantSchema } from '../schemas/tenants';
import { getJson, postJson } from './client';

export const listTenants = async (signal?: AbortSignal): Promise<Tenant[]> =>
  (await getJson(tenantListSchema, '/api/management/tenants', { signal })).tenants;

// Spec §7 Tenant Details: 'Tenant not found' when nothing is returned (an empty body reads as {}).
const tenantOrNothingSchema = z.union([tenantSchema, z.strictObject({})]);

const isNothing = (reply: object): reply is Record<string, never> =>
  Object.keys(reply).length === 0;

/** One tenant, or null when the API answers with nothing. */
export async function getTenant(id: string, signal?: AbortSignal): Promise<Tenant | null> {
  const path = `/api/management/tenants/${encodeURIComponent(id)}`;
  const reply = await getJson(tenantOrNothingSchema, path, { signal });
  return isNothing(reply) ? null : reply;
}

export const createTenant = (body: CreateTenantRequest) =>
  postJson(tenantSchema, '/api/management/tenants', body);
