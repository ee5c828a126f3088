import type { CurrentUser } from '@bizcard/shared/model';
import {
  getPostLoginRedirectFor,
  setPostLoginRedirect,
  useSessionStore,
} from '@bizcard/shared/stores';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

interface RequireSignedOutProps {
  /** Where a signed-in visitor goes when no page is waiting for them. */
  home: (user: CurrentUser) => string;
}

function MoveOn({ to }: { to: string }) {
  useEffect(() => setPostLoginRedirect(null), []);
  return <Navigate to={to} replace />;
}

/** Sign-in, reset and registration pages: signed-in visitors move on (spec §2). */
export function RequireSignedOut({ home }: RequireSignedOutProps) {
  const user = useSessionStore((state) => (state.status === 'authenticated' ? state.user : null));
  const [arrivedSignedIn] = useState(user !== null);
  if (!user) return <Outlet />;
  // Someone who signed in on this page is moved on by that sign-in step, which takes the
  // waiting page itself: a second move from here could land elsewhere after it.
  if (!arrivedSignedIn) return <Outlet />;
  return <MoveOn to={getPostLoginRedirectFor(user.role) ?? home(user)} />;
}
