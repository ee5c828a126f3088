import { create } from 'zustand';
import { ApiError } from '../api/api-error';
import { getCurrentAdmin, loginWithPassword, logoutRequest, validateSession } from '../api/auth';
import { onSessionRejected, setTenantName } from '../api/client';
import { dropEarlyReads } from '../api/early-reads';
import { signInPathFor } from '../auth/sign-in-paths';
import type { CurrentUser, SessionCookiePayload } from '../model/auth';
import { isClientAdmin, isSuperAdmin } from '../roles';
import { restoreSelectedTenant, useSelectedTenantStore } from './selected-tenant-store';
import { setPostLoginRedirect } from './self-serve-storage';
import { announceSignedOut } from './session-broadcast';
import { clearSessionCookie, readSessionCookie } from './session-cookie';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** A session the API ended under a signed-in page, waiting for the move to sign-in. */
export interface EndedSession {
  signInPath: string;
}

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  mfaRequired: boolean;
  sessionToken: string | null;
  /** Resolves who is signed in: current admin, then token validation, then the cookie (§4). */
  resolve: () => Promise<void>;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  /** After a magic link, self-serve sign-in or any call that returned the user. */
  signedIn: (user: CurrentUser) => void;
  requireMfa: (sessionToken: string) => void;
  logout: () => Promise<void>;
  ended: EndedSession | null;
  /** The API refused the session of a signed-in page: forget it locally and ask to sign in. */
  endSession: () => void;
  /** Asks the API whether a signed-in page's session still holds; a 401 ends it. */
  recheck: () => Promise<void>;
  /** Called once the page has moved to `ended.signInPath`. */
  clearEnded: () => void;
}

const SIGNED_OUT = {
  status: 'anonymous',
  user: null,
  mfaRequired: false,
  sessionToken: null,
} as const;

/** What the browser keeps of a session that is over: nothing the next person should see. */
function forgetSession(): void {
  clearSessionCookie();
  dropEarlyReads();
  setTenantName(null);
  useSelectedTenantStore.getState().clearTenant();
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'loading',
  user: null,
  mfaRequired: false,
  sessionToken: null,
  ended: null,

  resolve: async () => {
    const user = await resolveIdentity();
    setTenantName(user?.tenant ?? null);
    await restoreTenant(user);
    set({ user, status: user ? 'authenticated' : 'anonymous' });
  },

  signInWithPassword: async (email, password) => {
    const result = await loginWithPassword(email, password);
    const user = (await resolveIdentity()) ?? result.user;
    setTenantName(result.tenant_name ?? user.tenant);
    await restoreTenant(user);
    // One state change, once the full identity is known: guards redirect only once.
    set({ status: 'authenticated', user, mfaRequired: false });
  },

  signedIn: (user) => {
    setTenantName(user.tenant);
    set({ status: 'authenticated', user, mfaRequired: false, sessionToken: null });
    void restoreTenant(user);
  },

  requireMfa: (sessionToken) => set({ mfaRequired: true, sessionToken }),

  logout: async () => {
    try {
      await logoutRequest();
    } finally {
      forgetSession();
      // A chosen sign-out is no detour: the next sign-in starts from its own landing page.
      setPostLoginRedirect(null);
      set(SIGNED_OUT);
      announceSignedOut();
    }
  },

  endSession: () => {
    const { status, user } = get();
    // Only a signed-in page can lose its session; 401s while resolving mean "signed out".
    if (status !== 'authenticated' || !user) return;
    forgetSession();
    set({ ...SIGNED_OUT, ended: { signInPath: signInPathFor(user) } });
  },

  clearEnded: () => set({ ended: null }),

  recheck: async () => {
    if (get().status !== 'authenticated') return;
    // A 401 reaches endSession through onSessionRejected; anything else changes nothing.
    await validateSession().catch(() => undefined);
  },
}));

onSessionRejected(() => useSessionStore.getState().endSession());

/** Best effort: without it the admin picks the tenant again on the Tenants page. */
const restoreTenant = (user: CurrentUser | null) =>
  restoreSelectedTenant(user).catch(() => undefined);

async function resolveIdentity(): Promise<CurrentUser | null> {
  let serverSaidSignedOut = false;
  try {
    return await getCurrentAdmin();
  } catch (error) {
    serverSaidSignedOut = isSignedOut(error);
  }
  try {
    return (await validateSession()).user;
  } catch (error) {
    serverSaidSignedOut ||= isSignedOut(error);
  }
  // The cookie is only a fallback when the API could not be asked, never against its answer.
  if (serverSaidSignedOut) return null;
  const cookie = readSessionCookie();
  return cookie ? userFromCookie(cookie) : null;
}

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

function userFromCookie(cookie: SessionCookiePayload): CurrentUser {
  return {
    id: '',
    email: '',
    first_name: '',
    last_name: '',
    role: cookie.role,
    tenant_id: cookie.tenant_id,
    tenant: cookie.tenant,
    stytch_member_id: null,
    isSuperAdmin: isSuperAdmin(cookie.role),
    isClientAdmin: isClientAdmin(cookie.role),
  };
}
