import { isClientAdmin } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';
import { Navigate, Outlet } from 'react-router-dom';

/** Routes a client admin may not open (spec §2): they land on their tenant list instead. */
export function HideForClientAdmin() {
  const role = useSessionStore((state) => state.user?.role);
  return isClientAdmin(role) ? <Navigate to="/tenants" replace /> : <Outlet />;
}
