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

/** After a password reset (spec §4): self-serve login for self-serve links, else /login. */
export function loginAfterReset({ tenantId, slug, tokenType }: ResetLink): string {
  const selfServe = slug === 'usermanagedtenant' || tokenType === 'multi_tenant_passwords';
  if (!selfServe) return ADMIN_LOGIN_PATH;
  return withTenant(SELF_SERVE_LOGIN_PATH, tenantId || getSelfServeTenantId());
}
