import { getTenant } from '@bizcard/shared/api';
import type { CurrentUser } from '@bizcard/shared/model';
import { isAdminRole } from '@bizcard/shared/roles';
import { useEffect, useState } from 'react';

export type SelfAccess = 'signed-out' | 'checking' | 'allowed' | 'denied';

/**
 * Spec §6 "/self guard": admins and users without an identity-provider member id are denied;
 * other users only when the tenant (from the link, else their own) is user_managed. A failed
 * tenant lookup counts as not allowed.
 */
export function useSelfAccess(
  user: CurrentUser | null,
  tenantIdFromLink: string | null,
): SelfAccess {
  const eligible = Boolean(user && !isAdminRole(user.role) && user.stytch_member_id);
  const tenantId = tenantIdFromLink || user?.tenant_id || null;
  const [answer, setAnswer] = useState<{ tenantId: string; allowed: boolean } | null>(null);

  useEffect(() => {
    if (!eligible || !tenantId) return;
    let active = true;
    getTenant(tenantId).then(
      (tenant) => active && setAnswer({ tenantId, allowed: tenant.tenant_type === 'user_managed' }),
      () => active && setAnswer({ tenantId, allowed: false }),
    );
    return () => {
      active = false;
    };
  }, [eligible, tenantId]);

  if (!user) return 'signed-out';
  if (!eligible || !tenantId) return 'denied';
  if (answer?.tenantId !== tenantId) return 'checking';
  return answer.allowed ? 'allowed' : 'denied';
}
