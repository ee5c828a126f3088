import { SELF_SERVE_LOGIN_PATH, withTenant } from '@bizcard/shared/auth';
import { setPostLoginRedirect } from '@bizcard/shared/stores';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

interface SignInFirstProps {
  tenantId: string | null;
  /** The page to come back to after sign-in. */
  returnTo: string;
}

/** A signed-out visitor signs in on the self-serve login, then comes back here (spec §6). */
export function SignInFirst({ tenantId, returnTo }: SignInFirstProps) {
  useEffect(() => setPostLoginRedirect(returnTo), [returnTo]);
  return <Navigate to={withTenant(SELF_SERVE_LOGIN_PATH, tenantId)} replace />;
}
