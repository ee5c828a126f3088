import { isClientAdmin } from '@bizcard/shared/roles';
import { selectOwnTenant, useSessionStore } from '@bizcard/shared/stores';
import { Spinner } from '@bizcard/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { routeRemotePreloaded } from './preload-route-remote';

const FullPage = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/**
 * Resolves who is signed in before any route renders, so guards never decide on a session
 * that is still loading. Whenever a client admin signs in, their own tenant is selected.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);

  const [routeReady, setRouteReady] = useState(false);

  useEffect(() => {
    void useSessionStore.getState().resolve();
    void routeRemotePreloaded().then(() => setRouteReady(true));
  }, []);

  useEffect(() => {
    if (user && isClientAdmin(user.role)) {
      // Best effort: without it the client admin just picks the tenant on the Tenants page.
      selectOwnTenant(user).catch(() => undefined);
    }
  }, [user]);

  if (status === 'loading' || !routeReady) {
    return (
      <FullPage>
        <Spinner />
      </FullPage>
    );
  }
  return <>{children}</>;
}
