import { SELF_SERVE_LOGIN_PATH, SELF_SERVE_PATH, withTenant } from '@bizcard/shared/auth';
import { setPostLoginRedirect } from '@bizcard/shared/stores';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/** A signed-out visitor signs in on the self-serve login, then comes back here (spec §6). */
export function SignInFirst({ tenantId }: { tenantId: string | null }) {
  useEffect(() => setPostLoginRedirect(withTenant(SELF_SERVE_PATH, tenantId)), [tenantId]);
  return <Navigate to={withTenant(SELF_SERVE_LOGIN_PATH, tenantId)} replace />;
}
