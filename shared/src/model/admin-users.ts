// Admin users (spec §3): wire shapes and constants, no zod (the reply types are derived from
// the reply schemas through type-only imports).
import type * as z from 'zod/mini';
import type { adminUserListSchema, adminUserSchema } from '../schemas/admin-user-replies';

/** Roles an admin may hold; the create payload uses superAdmin or clientAdmin. */
export const ADMIN_ROLES = ['superAdmin', 'admin', 'clientAdmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  superAdmin: 'Super Admin',
  admin: 'Admin',
  clientAdmin: 'Client Admin',
};

export type AdminUser = z.output<typeof adminUserSchema>;

export type AdminUserListResponse = z.output<typeof adminUserListSchema>;
