// Tenant types and labels: no zod here, so any app may import them.

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
export interface Tenant {
  id: string;
  name: string;
  /** Slug of the name; sent as `x-tenant-name`. */
  tenant_name: string;
  email: string;
  address: string | null;
  state: string | null;
  country: string | null;
  tenant_type: TenantType;
  stytch_org_id: string | null;
  db_host: string | null;
  db_name: string | null;
  db_port: number | null;
  db_username: string | null;
  db_secret_arn: string | null;
  /** Whether a database password is stored; the UI always shows it masked. */
  db_password_set: boolean;
  created_at: string;
}

export interface TenantListResponse {
  tenants: Tenant[];
}
