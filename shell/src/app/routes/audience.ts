import { SELF_SERVE_PATH, withTenant } from '@bizcard/shared/auth';
import type { CurrentUser } from '@bizcard/shared/model';
import { isAdminRole, isClientAdmin } from '@bizcard/shared/roles';

/** The three kinds of signed-in people the route table tells apart (spec §6). */
export type Audience = 'superAdmin' | 'clientAdmin' | 'endUser';

export const ADMINS: readonly Audience[] = ['superAdmin', 'clientAdmin'];
export const SUPER_ADMINS: readonly Audience[] = ['superAdmin'];
export const END_USERS: readonly Audience[] = ['endUser'];

/**
 * Spec §6 narrows only client admins, so any other admin role (a plain 'admin') sees what a
 * super admin sees; every non-admin role is an end user.
 */
export function audienceOf(role: string | null | undefined): Audience {
  if (!isAdminRole(role)) return 'endUser';
  return isClientAdmin(role) ? 'clientAdmin' : 'superAdmin';
}

/** Where a signed-in person goes instead of a page that is not for them. */
export function landingFor(user: Pick<CurrentUser, 'role' | 'tenant_id'>): string {
  switch (audienceOf(user.role)) {
    // End users have no admin pages: their place is their own profile, in their tenant.
    case 'endUser':
      return withTenant(SELF_SERVE_PATH, user.tenant_id);
    // Spec §2 hides / from client admins: their work starts at their tenant list.
    case 'clientAdmin':
      return '/tenants';
    default:
      return '/';
  }
}
