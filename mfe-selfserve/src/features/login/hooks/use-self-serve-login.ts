import { errorMessage, selfServeForgotPassword, selfServeLogin } from '@bizcard/shared/api';
import {
  LOGIN_FAILED,
  SELF_SERVE_EMAIL_REQUIRED,
  SELF_SERVE_LOGIN_REQUIRED,
  SELF_SERVE_PATH,
  SELF_SERVE_RESET_LINK_SENT,
  withTenant,
} from '@bizcard/shared/auth';
import { takePostLoginRedirectFor, useSessionStore } from '@bizcard/shared/stores';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

type SignInField = 'email' | 'password';
/** A message, and the fields it names (marked invalid and linked to it on the page). */
export type Notice = { tone: 'success' | 'error'; text: string; fields?: SignInField[] };
type Busy = 'sign-in' | 'forgot' | null;

/** Where the emailed reset link lands; the extra query tells it to return to self-serve login. */
function resetRedirectUrl(tenantId: string | null): string {
  const base = `${window.location.origin}/forgot-password`;
  if (!tenantId) return base;
  const query = new URLSearchParams({
    slug: 'usermanagedtenant',
    token_type: 'multi_tenant_passwords',
    tenant_id: tenantId,
  });
  return `${base}?${query}`;
}

export function useSelfServeLogin(tenantId: string | null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function signIn(email: string, password: string) {
    if (!email.trim() || !password) {
      const fields: SignInField[] = [];
      if (!email.trim()) fields.push('email');
      if (!password) fields.push('password');
      setNotice({ tone: 'error', text: SELF_SERVE_LOGIN_REQUIRED, fields });
      return;
    }
    setNotice(null);
    setBusy('sign-in');
    try {
      const result = await selfServeLogin({
        email: email.trim(),
        password,
        tenant_id: tenantId ?? undefined,
      });
      // The page that sent the visitor here (an ended session, /self) wins over the profile
      // (spec §4), and is forgotten once used.
      const target =
        takePostLoginRedirectFor(result.user.role) ??
        withTenant(SELF_SERVE_PATH, tenantId ?? result.tenant_id);
      useSessionStore.getState().signedIn(result.user);
      navigate(target, { replace: true });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, LOGIN_FAILED) });
      setBusy(null);
    }
  }

  async function forgotPassword(email: string) {
    if (!email.trim()) {
      setNotice({ tone: 'error', text: SELF_SERVE_EMAIL_REQUIRED, fields: ['email'] });
      return;
    }
    setNotice(null);
    setBusy('forgot');
    try {
      await selfServeForgotPassword({
        email: email.trim(),
        tenant_id: tenantId ?? undefined,
        redirect_url: resetRedirectUrl(tenantId),
      });
      setNotice({ tone: 'success', text: SELF_SERVE_RESET_LINK_SENT });
    } catch {
      setNotice({ tone: 'error', text: 'Failed to send reset link' });
    } finally {
      setBusy(null);
    }
  }

  return { busy, notice, signIn, forgotPassword };
}
