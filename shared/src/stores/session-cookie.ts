import { SESSION_INFO_COOKIE, type SessionCookiePayload } from '../model/auth';

/** The readable `session_info` cookie the API sets beside the HttpOnly session id. */
export function readSessionCookie(): SessionCookiePayload | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SESSION_INFO_COOKIE}=`));
  if (!entry) return null;
  try {
    const payload = JSON.parse(decodeURIComponent(entry.slice(SESSION_INFO_COOKIE.length + 1)));
    return typeof payload?.role === 'string' ? (payload as SessionCookiePayload) : null;
  } catch {
    return null;
  }
}

export function clearSessionCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_INFO_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
