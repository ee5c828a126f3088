// Tenant types and labels: no zod here, so any app may import them (the reply types below are
// type-only, derived from the reply schemas in `schemas/tenants`).
import type * as z from 'zod/mini';
import type { tenantListSchema, tenantSchema } from '../schemas/tenants';

export const TENANT_TYPES = ['identity_provider', 'organization_managed', 'user_managed'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

export const TENANT_TYPE_LABELS: Record<TenantType, string> = {
  identity_provider: 'Identity Provider Integration',
  organization_managed: 'Organization Managed',
  user_managed: 'User Managed',
};

/** A client admin asking for another tenant's details: the API answers it, the page shows it. */
export const OWN_TENANT_DETAILS_ONLY = 'Access denied: You can only view your own tenant details.';

/** A tenant as the API returns it. The database password never leaves the server. */
export type Tenant = z.output<typeof tenantSchema>;

export type TenantListResponse = z.output<typeof tenantListSchema>;
