import { completeMagicLink, serverMessage } from '@bizcard/shared/api';
import { INVALID_AUTH_LINK } from '@bizcard/shared/auth';
import type { CallbackResponse } from '@bizcard/shared/model';
import { takePostLoginRedirect, useSessionStore } from '@bizcard/shared/stores';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callbackLanding } from '../login-targets';
import { AUTH_FAILED } from '../messages';

interface SentToken {
  token: string;
  answer: Promise<CallbackResponse>;
}

/**
 * Exchanges the link's token for a session and moves on. Returns the failure text, or null
 * while working. A token is single use, so the request is kept in a ref: StrictMode's second
 * effect run (and any re-run for the same token) waits on the first request instead of
 * sending the token again.
 */
export function useMagicLinkCallback(token: string | null): string | null {
  const navigate = useNavigate();
  const sent = useRef<SentToken | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    if (sent.current?.token !== token) {
      sent.current = { token, answer: completeMagicLink(token) };
    }
    let active = true;
    sent.current.answer.then(
      (result) => {
        if (!active) return;
        useSessionStore.getState().signedIn(result.user);
        navigate(takePostLoginRedirect() ?? callbackLanding(result), { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(serverMessage(error) ?? AUTH_FAILED);
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  return token ? failure : INVALID_AUTH_LINK;
}
