import { useSessionStore, watchSignedOutElsewhere } from '@bizcard/shared/stores';
import { Spinner } from '@bizcard/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { SessionEndedRedirect } from './session-ended-redirect';

const FullPage = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

interface SessionGateProps {
  children: ReactNode;
  /** Also waited for before the first route renders (the shell preloads the opened page). */
  ready?: () => Promise<void>;
  /**
   * The page came with its signed-out screen in the HTML, or is being rendered to it at build
   * time: render the routes at once, as for a signed-out visitor, while the session resolves.
   */
  signedOutFirst?: boolean;
}

/**
 * Resolves who is signed in before any route renders, so guards never decide on a session
 * that is still loading, and leaves for sign-in when the API ends the session later.
 */
export function SessionGate({ children, ready, signedOutFirst = false }: SessionGateProps) {
  const status = useSessionStore((state) => state.status);
  const ended = useSessionStore((state) => state.ended);
  const [isReady, setReady] = useState(!ready);

  useEffect(() => {
    void useSessionStore.getState().resolve();
    // Another tab signed this browser out: leave now rather than on the next click.
    return watchSignedOutElsewhere(() => useSessionStore.getState().endSession());
  }, []);

  useEffect(() => {
    // A tab left open while its session ended where no tab could announce it (another
    // browser, a password reset, expiry) finds out when the person comes back to it.
    const recheckWhenShown = () => {
      if (document.visibilityState === 'visible') void useSessionStore.getState().recheck();
    };
    document.addEventListener('visibilitychange', recheckWhenShown);
    return () => document.removeEventListener('visibilitychange', recheckWhenShown);
  }, []);

  useEffect(() => {
    if (ready) void ready().then(() => setReady(true));
  }, [ready]);

  // Instead of the routes, so no route guard acts on the ended session before this does.
  if (ended) return <SessionEndedRedirect signInPath={ended.signInPath} />;
  if ((status === 'loading' && !signedOutFirst) || !isReady) {
    return (
      <FullPage>
        <Spinner />
      </FullPage>
    );
  }
  return <>{children}</>;
}
