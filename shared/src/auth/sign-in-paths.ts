import type { CurrentUser } from '../model/auth';
import { isAdminRole } from '../roles';
import { getSelfServeTenantId } from '../stores/self-serve-storage';

export const ADMIN_LOGIN_PATH = '/login';
export const SELF_SERVE_LOGIN_PATH = '/self-serve-login';
export const SELF_SERVE_PATH = '/self-serve';

export const withTenant = (path: string, tenantId: string | null | undefined): string =>
  tenantId ? `${path}?tenant_id=${encodeURIComponent(tenantId)}` : path;

/** Admins sign in on /login; end users on the self-serve login of their tenant. */
export function signInPathFor(user: Pick<CurrentUser, 'role' | 'tenant_id'>): string {
  if (isAdminRole(user.role)) return ADMIN_LOGIN_PATH;
  return withTenant(SELF_SERVE_LOGIN_PATH, user.tenant_id ?? getSelfServeTenantId());
}

interface ResetLink {
  tenantId: string | null;
  slug: string | null;
  tokenType: string | null;
}

/** Spec §4: a reset link is an end user's when it names the self-serve slug or token type. */
export const isSelfServeResetLink = ({ slug, tokenType }: Omit<ResetLink, 'tenantId'>): boolean =>
  slug === 'usermanagedtenant' || tokenType === 'multi_tenant_passwords';

/**
 * After a password reset (spec §4): self-serve login for self-serve links (or on a page that
 * only end users reach), else /login.
 */
export function loginAfterReset(link: ResetLink, endUsersOnly = false): string {
  if (!endUsersOnly && !isSelfServeResetLink(link)) return ADMIN_LOGIN_PATH;
  return withTenant(SELF_SERVE_LOGIN_PATH, link.tenantId || getSelfServeTenantId());
}
