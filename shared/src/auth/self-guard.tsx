import { setPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { Spinner } from '@bizcard/shared/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { SELF_SERVE_LOGIN_PATH, SELF_SERVE_PATH, withTenant } from './sign-in-paths';
import { useSelfAccess } from './use-self-access';

/** /self (spec §6): only end users of a user-managed tenant reach their profile here. */
export function SelfGuard() {
  const user = useSessionStore((state) => (state.status === 'authenticated' ? state.user : null));
  const [params] = useSearchParams();
  const tenantId = params.get('tenant_id');
  const access = useSelfAccess(user, tenantId);

  // Signed-out visitors sign in on the self-serve login and come back to their profile.
  useEffect(() => {
    if (access === 'signed-out') setPostLoginRedirect(withTenant(SELF_SERVE_PATH, tenantId));
  }, [access, tenantId]);

  if (access === 'signed-out') {
    return <Navigate to={withTenant(SELF_SERVE_LOGIN_PATH, tenantId)} replace />;
  }
  if (access === 'checking') return <Spinner />;
  return access === 'allowed' ? <Outlet /> : <Navigate to="/" replace />;
}
