// Admin users (spec §3): wire shapes and constants, no zod.

/** Roles an admin may hold; the create payload uses superAdmin or clientAdmin. */
export const ADMIN_ROLES = ['superAdmin', 'admin', 'clientAdmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  superAdmin: 'Super Admin',
  admin: 'Admin',
  clientAdmin: 'Client Admin',
};

export interface AdminUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: AdminRole;
  tenant_id: string | null;
  /** The tenant's display name, for the table's Tenant column. */
  tenant_name: string | null;
  created_at: string;
}

export interface AdminUserListResponse {
  adminUsers: AdminUser[];
}
