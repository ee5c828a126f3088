import { create } from 'zustand';
import { ApiError } from '../api/api-error';
import { getCurrentAdmin, loginWithPassword, logoutRequest, validateSession } from '../api/auth';
import { setTenantName } from '../api/client';
import type { CurrentUser, SessionCookiePayload } from '../model/auth';
import { isClientAdmin, isSuperAdmin } from '../roles';
import { clearSessionCookie, readSessionCookie } from './session-cookie';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

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
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  mfaRequired: false,
  sessionToken: null,

  resolve: async () => {
    const user = await resolveIdentity();
    setTenantName(user?.tenant ?? null);
    set({ user, status: user ? 'authenticated' : 'anonymous' });
  },

  signInWithPassword: async (email, password) => {
    const result = await loginWithPassword(email, password);
    const user = (await resolveIdentity()) ?? result.user;
    setTenantName(result.tenant_name ?? user.tenant);
    // One state change, once the full identity is known: guards redirect only once.
    set({ status: 'authenticated', user, mfaRequired: false });
  },

  signedIn: (user) => {
    setTenantName(user.tenant);
    set({ status: 'authenticated', user, mfaRequired: false, sessionToken: null });
  },

  requireMfa: (sessionToken) => set({ mfaRequired: true, sessionToken }),

  logout: async () => {
    try {
      await logoutRequest();
    } finally {
      clearSessionCookie();
      setTenantName(null);
      set({ status: 'anonymous', user: null, mfaRequired: false, sessionToken: null });
    }
  },
}));

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
