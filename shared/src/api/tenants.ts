import * as z from 'zod/mini';
import type { CardPageSettings } from '../model/card-page-settings';
import type { Tenant } from '../model/tenants';
import { cardPageSettingsSchema } from '../schemas/card-page-settings';
import { type CreateTenantRequest, tenantListSchema, tenantSchema } from '../schemas/tenants';
import { getJson, postJson, putJson } from './client';

// Read outside production only, as in auth.ts: the shell's start-up imports this module.
const replies =
  process.env.NODE_ENV === 'production'
    ? undefined
    : {
        tenant: tenantSchema,
        tenantList: tenantListSchema,
        // Spec §7 Tenant Details: 'Tenant not found' when nothing is returned (an empty body
        // reads as {}).
        tenantOrNothing: z.union([tenantSchema, z.strictObject({})]),
        cardPageSettings: cardPageSettingsSchema,
      };

export const listTenants = async (signal?: AbortSignal): Promise<Tenant[]> =>
  (await getJson(replies?.tenantList, '/api/management/tenants', { signal })).tenants;

export interface TenantPageRequest {
  /** Words in the name, tenant id or email, or the start of the id. */
  q?: string;
  limit: number;
  /** `next` of the page before; none for the first page. */
  after?: string | null;
}

export interface TenantPage {
  tenants: Tenant[];
  total: number;
  next: string | null;
}

/** One page of the tenants the admin reaches, by name. */
export async function listTenantPage(
  { q, limit, after }: TenantPageRequest,
  signal?: AbortSignal,
): Promise<TenantPage> {
  const searchParams: Record<string, string> = { limit: String(limit) };
  if (q) searchParams.q = q;
  if (after) searchParams.after = after;
  const reply = await getJson(replies?.tenantList, '/api/management/tenants', {
    searchParams,
    signal,
  });
  return {
    tenants: reply.tenants,
    total: reply.total ?? reply.tenants.length,
    next: reply.next ?? null,
  };
}

const isNothing = (reply: object): reply is Record<string, never> =>
  Object.keys(reply).length === 0;

/** One tenant, or null when the API answers with nothing. */
export async function getTenant(id: string, signal?: AbortSignal): Promise<Tenant | null> {
  const path = `/api/management/tenants/${encodeURIComponent(id)}`;
  const reply = await getJson(replies?.tenantOrNothing, path, { signal });
  return isNothing(reply) ? null : reply;
}

export const createTenant = (body: CreateTenantRequest) =>
  postJson(replies?.tenant, '/api/management/tenants', body);

const cardPageSettingsPath = (id: string) =>
  `/api/management/tenants/${encodeURIComponent(id)}/card-page-settings`;

/** Whether search engines may index the tenant's cards, and their default language. */
export const getCardPageSettings = (id: string, signal?: AbortSignal) =>
  getJson(replies?.cardPageSettings, cardPageSettingsPath(id), { signal });

export const saveCardPageSettings = (id: string, settings: CardPageSettings) =>
  putJson(replies?.cardPageSettings, cardPageSettingsPath(id), settings);
