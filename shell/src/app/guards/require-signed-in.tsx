import { ADMIN_LOGIN_PATH } from '@bizcard/shared/auth';
import { setPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Sends the visitor to sign in, remembering `from` as the page to return to after sign-in. */
function ToSignIn({ to, from }: { to: string; from: string | null }) {
  useEffect(() => {
    if (from) setPostLoginRedirect(from);
  }, [from]);
  return <Navigate to={to} replace />;
}

interface RequireSignedInProps {
  /** Where visitors without a session sign in: /login, or the self-serve login for end users. */
  signInPath?: string;
}

/**
 * Signed-in routes: visitors without a session go to sign in, and a deep link they opened
 * signed out is where sign-in brings them back. Leaving by Logout remembers nothing.
 */
export function RequireSignedIn({ signInPath = ADMIN_LOGIN_PATH }: RequireSignedInProps) {
  const status = useSessionStore((state) => state.status);
  const { pathname, search } = useLocation();
  // Decided on arrival: a session that ends while here is not a visit made signed out.
  const [arrivedSignedOut] = useState(status !== 'authenticated');

  if (status === 'authenticated') return <Outlet />;
  return <ToSignIn to={signInPath} from={arrivedSignedOut ? `${pathname}${search}` : null} />;
}
