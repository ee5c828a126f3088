import type { CallbackResponse } from '@bizcard/shared/model';
import { getSelfServeTenantId } from '@bizcard/shared/stores';

const withTenant = (path: string, tenantId: string | null | undefined) =>
  tenantId ? `${path}?tenant_id=${encodeURIComponent(tenantId)}` : path;

/** Where a magic-link sign-in lands when no post-login redirect was remembered (spec §4). */
export const callbackLanding = ({ mode, tenant_id }: CallbackResponse): string =>
  mode === 'self' ? withTenant('/self-serve', tenant_id) : '/';

interface ResetLink {
  tenantId: string | null;
  slug: string | null;
  tokenType: string | null;
}

/** After a password reset: self-serve login for end users of a self-serve tenant, else /login. */
export function loginAfterReset({ tenantId, slug, tokenType }: ResetLink): string {
  const selfServe = slug === 'usermanagedtenant' || tokenType === 'multi_tenant_passwords';
  if (!selfServe) return '/login';
  return withTenant('/self-serve-login', tenantId || getSelfServeTenantId());
}
