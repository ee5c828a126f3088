import { SELF_SERVE_LOGIN_PATH, withTenant } from '@bizcard/shared/auth';
import { useSessionStore } from '@bizcard/shared/stores';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Logout through the session store (so other tabs hear of it), then the self-serve login of
 * the tenant even when the call fails (spec §4). `leaving` tells the page that the signed-out
 * state it is about to see is this choice, not a visit to remember for after sign-in.
 */
export function useSelfServeLogout(tenantId: string | null) {
  const navigate = useNavigate();
  const leaving = useRef(false);

  const logout = useCallback(async () => {
    leaving.current = true;
    try {
      await useSessionStore.getState().logout();
    } catch {
      // The store has forgotten the session either way; the server's will expire.
    }
    navigate(withTenant(SELF_SERVE_LOGIN_PATH, tenantId), { replace: true });
  }, [navigate, tenantId]);

  return { logout, leaving };
}
