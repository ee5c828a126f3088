import { resetPassword, serverMessage } from '@bizcard/shared/api';
import { type FormEvent, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthAudience } from './auth-card';
import { dropLinkTokenFromAddress } from './drop-link-token';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_FAILED,
  RESET_REDIRECT_DELAY_MS,
} from './reset-messages';
import { isSelfServeResetLink, loginAfterReset } from './sign-in-paths';

/**
 * The reset-password form: its link parameters, validation, submit and the delayed redirect.
 * `endUsersOnly` is for a page only end users reach (the standalone self-serve app).
 */
export function useResetPassword(endUsersOnly = false) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the address bar loses it at once (./drop-link-token.ts).
  const [token] = useState(() => params.get('token'));
  useLayoutEffect(() => dropLinkTokenFromAddress(), []);
  const link = {
    tenantId: params.get('tenant_id'),
    slug: params.get('slug'),
    tokenType: params.get('token_type'),
  };
  const loginTarget = loginAfterReset(link, endUsersOnly);
  const audience: AuthAudience = endUsersOnly || isSelfServeResetLink(link) ? 'self' : 'admin';

  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate(loginTarget), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, loginTarget, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password !== confirmation) return setError(PASSWORDS_DO_NOT_MATCH);
    if (password.length < MIN_PASSWORD_LENGTH) return setError(PASSWORD_TOO_SHORT);
    setBusy(true);
    setError(null);
    try {
      const answer = await resetPassword({ token, password });
      setSuccess(answer.message || PASSWORD_RESET_DONE);
    } catch (failure) {
      setError(serverMessage(failure) ?? RESET_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return {
    token,
    audience,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    busy,
    error,
    success,
    /** Inputs lock without a token, while sending, and once the reset is done. */
    locked: !token || busy || Boolean(success),
    submit,
    backToLogin: () => navigate(loginTarget),
  };
}
