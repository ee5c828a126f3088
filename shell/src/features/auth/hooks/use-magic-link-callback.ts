import { completeMagicLink, serverMessage, useServerData } from '@bizcard/shared/api';
import { INVALID_AUTH_LINK } from '@bizcard/shared/auth';
import type { CallbackResponse } from '@bizcard/shared/model';
import { takePostLoginRedirectFor, useSessionStore } from '@bizcard/shared/stores';
import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { callbackLanding } from '../login-targets';
import { AUTH_FAILED } from '../messages';

interface SentToken {
  token: string;
  answer: Promise<CallbackResponse>;
}

function exchangeOnce(sent: RefObject<SentToken | null>, token: string) {
  if (sent.current?.token !== token) sent.current = { token, answer: completeMagicLink(token) };
  return sent.current.answer;
}

/**
 * Exchanges the link's token for a session and moves on. Returns the failure text, or null
 * while working. A token is single use, so the request is kept in a ref: StrictMode's second
 * effect run (and any re-run for the same token) waits on the first request instead of
 * sending the token again, and the call is never aborted.
 */
export function useMagicLinkCallback(token: string | null): string | null {
  const navigate = useNavigate();
  const sent = useRef<SentToken | null>(null);
  const exchange = useServerData(() => exchangeOnce(sent, token ?? ''), [token], {
    enabled: Boolean(token),
  });
  const result = exchange.status === 'ready' ? exchange.data : null;
  // An event, not an effect on `navigate`: the landing happens once per answer.
  const land = useEffectEvent((answer: CallbackResponse) => {
    useSessionStore.getState().signedIn(answer.user);
    navigate(takePostLoginRedirectFor(answer.user.role) ?? callbackLanding(answer), {
      replace: true,
    });
  });

  useEffect(() => {
    if (result) land(result);
  }, [result]);

  if (!token) return INVALID_AUTH_LINK;
  return exchange.status === 'error' ? (serverMessage(exchange.error) ?? AUTH_FAILED) : null;
}
