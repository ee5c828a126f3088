import { getTenant, useServerData } from '@bizcard/shared/api';
import type { CurrentUser } from '@bizcard/shared/model';
import { isAdminRole } from '@bizcard/shared/roles';

export type SelfAccess = 'signed-out' | 'checking' | 'allowed' | 'denied';

/**
 * Spec §6 "/self guard": admins and users without an identity-provider member id are denied;
 * other users only when the tenant (from the link, else their own) is user_managed. A failed
 * tenant lookup is ignored (spec §6) and lets them in: the profile's own API calls refuse
 * anyone outside a user-managed tenant, so the guard is a courtesy, not the wall.
 */
export function useSelfAccess(
  user: CurrentUser | null,
  tenantIdFromLink: string | null,
): SelfAccess {
  const eligible = Boolean(user && !isAdminRole(user.role) && user.stytch_member_id);
  const tenantId = tenantIdFromLink || user?.tenant_id || null;
  const tenant = useServerData((signal) => getTenant(tenantId ?? '', signal), [tenantId], {
    enabled: eligible && Boolean(tenantId),
  });

  if (!user) return 'signed-out';
  switch (tenant.status) {
    case 'idle':
      return 'denied';
    case 'loading':
      return 'checking';
    case 'ready':
      return tenant.data?.tenant_type === 'user_managed' ? 'allowed' : 'denied';
    case 'error':
      return 'allowed';
  }
}
