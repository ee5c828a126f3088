import { useSessionStore } from '@bizcard/shared/stores';
import { Navigate, Outlet } from 'react-router-dom';

/** Login, reset and registration pages: signed-in visitors go to /. */
export function RequireSignedOut() {
  const status = useSessionStore((state) => state.status);
  return status === 'authenticated' ? <Navigate to="/" replace /> : <Outlet />;
}
