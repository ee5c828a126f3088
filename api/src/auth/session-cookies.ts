import {
  type CurrentUser,
  SESSION_INFO_COOKIE,
  type SessionCookiePayload,
} from '@bizcard/shared/model';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { refuseDeactivated } from './end-user-status';
import type { PrincipalRef } from './principal';
import { loadSessionUser } from './principal-store';
import { createSession, SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = 'sid';
// In production the browser itself then refuses the cookie unless it is Secure, host-only and
// for path /, so no sibling sub-domain or plain-http page can plant or shadow it.
export const SECURE_SESSION_COOKIE = '__Host-sid';

export const sessionCookieName = (secure: boolean) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

function baseOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure };
}

/**
 * Creates a session inside `tx` for a principal that still exists; throws DeactivatedError
 * (403) for a deactivated end user, so every sign-in refuses them with the same words.
 */
export async function openSession(
  tx: Queryable,
  ref: PrincipalRef,
  now: Date,
): Promise<{ sid: string; user: CurrentUser } | null> {
  await refuseDeactivated(tx, ref);
  const user = await loadSessionUser(tx, ref);
  if (!user) return null;
  return { sid: await createSession(tx, ref, now), user };
}

export function setSessionCookies(
  reply: FastifyReply,
  session: { sid: string; user: CurrentUser },
  secure: boolean,
): void {
  const maxAge = SESSION_TTL_MS / 1000;
  const info: SessionCookiePayload = {
    role: session.user.role,
    tenant_id: session.user.tenant_id,
    tenant: session.user.tenant,
  };
  reply.setCookie(sessionCookieName(secure), session.sid, {
    ...baseOptions(secure),
    httpOnly: true,
    maxAge,
  });
  // Readable by the UI; the cookie plugin url-encodes the JSON.
  reply.setCookie(SESSION_INFO_COOKIE, JSON.stringify(info), {
    ...baseOptions(secure),
    httpOnly: false,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { ...baseOptions(secure), httpOnly: true });
  reply.clearCookie(SESSION_INFO_COOKIE, { ...baseOptions(secure), httpOnly: false });
}
