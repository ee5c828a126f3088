import { setPostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { afterBackGuardsLeave } from '@bizcard/shared/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_ENDED_STATE } from './session-ended-notice';

/**
 * Leaves a page whose session the API ended: to the sign-in page, which says why, remembering
 * this page as the post-login redirect (spec §3) so signing in again comes back here.
 */
export function SessionEndedRedirect({ signInPath }: { signInPath: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [endedAt] = useState(location);
  const arrived = location.key !== endedAt.key;

  useEffect(() => {
    if (arrived) {
      // Only now: the router may apply the move after this store change, and the routes
      // must not render the old page signed out in between (its guard would move first).
      useSessionStore.getState().clearEnded();
      return;
    }
    setPostLoginRedirect(`${endedAt.pathname}${endedAt.search}`);
    // A modal with unsaved input went with the routes, taking its Back entry away: move after.
    return afterBackGuardsLeave(() =>
      navigate(signInPath, { replace: true, state: SESSION_ENDED_STATE }),
    );
  }, [arrived, endedAt, signInPath, navigate]);

  return null;
}
