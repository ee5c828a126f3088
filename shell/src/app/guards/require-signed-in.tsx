import { useSessionStore } from '@bizcard/shared/stores';
import { Navigate, Outlet } from 'react-router-dom';

/** Signed-in routes: visitors without a session go to /login (nothing is remembered). */
export function RequireSignedIn() {
  const status = useSessionStore((state) => state.status);
  return status === 'authenticated' ? <Outlet /> : <Navigate to="/login" replace />;
}
