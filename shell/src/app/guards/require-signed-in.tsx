import { setPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Sends the visitor to /login, remembering `from` as the page to return to after sign-in. */
function ToLogin({ from }: { from: string | null }) {
  useEffect(() => {
    if (from) setPostLoginRedirect(from);
  }, [from]);
  return <Navigate to="/login" replace />;
}

/**
 * Signed-in routes: visitors without a session go to /login, and a deep link they opened
 * signed out is where sign-in brings them back. Leaving by Logout remembers nothing.
 */
export function RequireSignedIn() {
  const status = useSessionStore((state) => state.status);
  const { pathname, search } = useLocation();
  // Decided on arrival: a session that ends while here is not a visit made signed out.
  const [arrivedSignedOut] = useState(status !== 'authenticated');

  if (status === 'authenticated') return <Outlet />;
  return <ToLogin from={arrivedSignedOut ? `${pathname}${search}` : null} />;
}
