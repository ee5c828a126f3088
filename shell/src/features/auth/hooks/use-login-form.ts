import { requestMagicLink, requestPasswordReset, serverMessage } from '@bizcard/shared/api';
import {
  FORGOT_PASSWORD_EMAIL_REQUIRED,
  LOGIN_EMAIL_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
} from '@bizcard/shared/auth';
import { takePostLoginRedirectFor, useSessionStore } from '@bizcard/shared/stores';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MAGIC_LINK_FAILED,
  MAGIC_LINK_SENT,
  MFA_REQUIRED_NOTICE,
  RESET_LINK_FAILED,
  RESET_LINK_SENT,
} from '../messages';
import { passwordLoginError } from '../server-message';

export type LoginMode = 'magic' | 'password';

export type LoginField = 'email' | 'password';

interface Feedback {
  error: string | null;
  /** The field the error names, marked invalid and linked to it on the page. */
  invalid?: LoginField;
  notice: string | null;
}

const NO_FEEDBACK: Feedback = { error: null, notice: null };
const fail = (error: string, invalid?: LoginField): Feedback => ({ error, invalid, notice: null });
const succeed = (notice: string): Feedback => ({ error: null, notice });

/** State and actions of the login screen: magic link, password sign-in, forgot password. */
export function useLoginForm() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('magic');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(NO_FEEDBACK);

  const run = async (action: () => Promise<Feedback | null>) => {
    setBusy(true);
    setFeedback(NO_FEEDBACK);
    const result = await action();
    setBusy(false);
    if (result) setFeedback(result);
  };

  const sendMagicLink = (address: string) =>
    run(async () => {
      try {
        const answer = await requestMagicLink(address);
        if (answer.requires_mfa && answer.session_token) {
          useSessionStore.getState().requireMfa(answer.session_token);
          return succeed(MFA_REQUIRED_NOTICE);
        }
        return succeed(MAGIC_LINK_SENT);
      } catch (error) {
        return fail(serverMessage(error) ?? MAGIC_LINK_FAILED);
      }
    });

  const signIn = (address: string) =>
    run(async () => {
      try {
        await useSessionStore.getState().signInWithPassword(address, password);
        // Back to the page that sent the visitor here (deep link, ended session), else home.
        const { user } = useSessionStore.getState();
        navigate(takePostLoginRedirectFor(user?.role) ?? '/', { replace: true });
        return null;
      } catch (error) {
        return fail(passwordLoginError(error));
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setFeedback(fail(LOGIN_EMAIL_REQUIRED, 'email'));
    if (mode === 'magic') return void sendMagicLink(address);
    if (!password) return setFeedback(fail(LOGIN_PASSWORD_REQUIRED, 'password'));
    void signIn(address);
  };

  const forgotPassword = () => {
    const address = email.trim();
    if (!address) return setFeedback(fail(FORGOT_PASSWORD_EMAIL_REQUIRED, 'email'));
    void run(async () => {
      try {
        await requestPasswordReset(address, `${window.location.origin}/forgot-password`);
        return succeed(RESET_LINK_SENT);
      } catch (error) {
        return fail(serverMessage(error) ?? RESET_LINK_FAILED);
      }
    });
  };

  const changeMode = (next: LoginMode) => {
    setMode(next);
    setFeedback(NO_FEEDBACK);
  };

  return {
    mode,
    changeMode,
    email,
    setEmail,
    password,
    setPassword,
    busy,
    ...feedback,
    submit,
    forgotPassword,
  };
}
