import { SELF_SERVE_LOGIN_PATH } from '@bizcard/shared/auth';
import type { CurrentUser } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/`, and any path this app does not serve (the shell's /login, /tenants…): the profile for
 * someone signed in, else the self-serve login, keeping ?tenant_id=… and any router state.
 */
export function Landing({ home }: { home: (user: CurrentUser) => string }) {
  const user = useSessionStore((state) => (state.status === 'authenticated' ? state.user : null));
  const { search, state } = useLocation();
  if (user) return <Navigate to={home(user)} replace />;
  return <Navigate to={{ pathname: SELF_SERVE_LOGIN_PATH, search }} state={state} replace />;
}
