import * as z from 'zod/mini';
import { ADMIN_ROLES } from '../model/admin-users';
import {
  atMost,
  EMAIL_MAX,
  MIN_PASSWORD_LENGTH,
  optionalText,
  PASSWORD_MAX,
  PASSWORD_TOO_SHORT,
  requiredText,
} from './fields';

export const SUPER_ADMIN_NO_TENANT_HINT = 'Super Admins are not assigned to specific tenants';

const adminUserFields = {
  first_name: requiredText('First name is required').check(atMost('First name', 100)),
  last_name: requiredText('Last name is required').check(atMost('Last name', 100)),
  email: requiredText('Email is required').check(
    atMost('Email', EMAIL_MAX),
    z.email('Please enter a valid email address'),
    z.toLowerCase(),
  ),
  role: z.enum(ADMIN_ROLES, { error: 'Role is required' }),
  tenant_id: optionalText(100, 'Tenant'),
};

/** Every role but superAdmin belongs to a tenant (spec §5). */
const tenantUnlessSuperAdmin = (value: { role: string; tenant_id: string | null }) =>
  value.role === 'superAdmin' || Boolean(value.tenant_id);

// A blank password must read 'Password is required' (spec §5), not the length rule.
const adminPassword = z
  .string({ error: 'Password is required' })
  .check(
    atMost('Password', PASSWORD_MAX),
    z.minLength(1, 'Password is required'),
    z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
  );

const tenantRequired = { error: 'Tenant is required', path: ['tenant_id'], when: () => true };

export const createAdminUserSchema = z
  .object({ ...adminUserFields, password: adminPassword })
  .check(z.refine(tenantUnlessSuperAdmin, tenantRequired));

export const updateAdminUserSchema = z
  .object(adminUserFields)
  .check(z.refine(tenantUnlessSuperAdmin, tenantRequired));

export type CreateAdminUserRequest = z.input<typeof createAdminUserSchema>;
export type UpdateAdminUserRequest = z.input<typeof updateAdminUserSchema>;
