import { getTenant, useServerData } from '@bizcard/shared/api';
import { isAdminRole } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';
import { Spinner } from '@bizcard/shared/ui';
import { Navigate, Outlet } from 'react-router-dom';
// Not `@bizcard/shared/model`: that would load the whole model at the shell's start-up.
import { YOUR_CARD_PATH } from '../model/sso';

/**
 * /self-serve, where end users land (spec §2 gives it no guard, and nobody is turned away).
 * An end user of an identity-provider tenant goes on to their card instead: their directory
 * keeps their details, so there is no profile for them to edit (its API refuses them).
 */
export function SelfServeGuard() {
  const user = useSessionStore((state) => (state.status === 'authenticated' ? state.user : null));
  const tenantId = user && !isAdminRole(user.role) ? user.tenant_id : null;
  const tenant = useServerData((signal) => getTenant(tenantId ?? '', signal), [tenantId], {
    enabled: tenantId !== null,
  });

  if (tenant.status === 'loading') return <Spinner />;
  if (tenant.status === 'ready' && tenant.data?.tenant_type === 'identity_provider') {
    return <Navigate to={YOUR_CARD_PATH} replace />;
  }
  // A failed lookup leaves them on the profile, which says what went wrong.
  return <Outlet />;
}
