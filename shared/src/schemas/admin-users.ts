import * as z from 'zod/mini';
import { ADMIN_ROLES } from '../model/admin-users';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  INVALID_EMAIL,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
} from '../model/field-messages';
import {
  atMost,
  EMAIL_MAX,
  MIN_PASSWORD_LENGTH,
  optionalText,
  PASSWORD_MAX,
  PASSWORD_TOO_SHORT,
  requiredText,
} from './fields';
import { lazySchema } from './lazy-schema';

export const SUPER_ADMIN_NO_TENANT_HINT = 'Super Admins are not assigned to specific tenants';

const adminUserFields = {
  first_name: requiredText(FIRST_NAME_REQUIRED).check(atMost('First name', 100)),
  last_name: requiredText(LAST_NAME_REQUIRED).check(atMost('Last name', 100)),
  email: requiredText(EMAIL_REQUIRED).check(
    atMost('Email', EMAIL_MAX),
    z.email(INVALID_EMAIL),
    z.toLowerCase(),
  ),
  role: z.enum(ADMIN_ROLES, { error: 'Role is required' }),
  tenant_id: optionalText(100, 'Tenant'),
};

/** Every role but superAdmin belongs to a tenant (spec §5). */
const tenantUnlessSuperAdmin = (value: { role: string; tenant_id: string | null }) =>
  value.role === 'superAdmin' || Boolean(value.tenant_id);

// A blank password must read 'Password is required' (spec §5), not the length rule.
const adminPassword = lazySchema(() =>
  z
    .string({ error: PASSWORD_REQUIRED })
    .check(
      atMost('Password', PASSWORD_MAX),
      z.minLength(1, PASSWORD_REQUIRED),
      z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    ),
);

const tenantRequired = { error: 'Tenant is required', path: ['tenant_id'], when: () => true };

export const createAdminUserSchema = lazySchema(() =>
  z
    .object({ ...adminUserFields, password: adminPassword })
    .check(z.refine(tenantUnlessSuperAdmin, tenantRequired)),
);

export const updateAdminUserSchema = lazySchema(() =>
  z.object(adminUserFields).check(z.refine(tenantUnlessSuperAdmin, tenantRequired)),
);

export type CreateAdminUserRequest = z.input<typeof createAdminUserSchema>;
export type UpdateAdminUserRequest = z.input<typeof updateAdminUserSchema>;
