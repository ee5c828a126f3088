import { useSessionStore } from '@bizcard/shared/stores';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { type Audience, audienceOf, landingFor } from '../routes/audience';

interface RequireAudienceProps {
  audiences: readonly Audience[];
  /** The guarded page; without it, the nested routes. */
  children?: ReactNode;
}

/**
 * Pages for some signed-in people only (spec §2, §6): anyone else is sent to their landing
 * page, a client admin to their tenant list and an end user to their profile.
 */
export function RequireAudience({ audiences, children }: RequireAudienceProps) {
  const user = useSessionStore((state) => state.user);
  // Only used below RequireSignedIn, which sends visitors without a session to /login.
  if (!user) return null;
  if (!audiences.includes(audienceOf(user.role))) {
    return <Navigate to={landingFor(user)} replace />;
  }
  return children ?? <Outlet />;
}
