/** The referrer policy of every page but the callback (scripts/app-server/security-headers.mjs). */
export const APP_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The pages whose address carries a single-use token (the magic link's callback, the
 * reset-password link) are served with `Referrer-Policy: no-referrer`, so what they load
 * before their script runs does not carry the token on in a Referer (proxies' access logs keep
 * those). Before the page's first request this takes the token out of the address bar (and so
 * out of the history and of later Referers; the page has read it first), then sets the app's
 * own policy again: under no-referrer a same-origin POST is sent with `Origin: null`, which
 * the API refuses. Safe to call more than once.
 */
export function dropLinkTokenFromAddress(win: Window = window): void {
  const url = new URL(win.location.href);
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token');
    win.history.replaceState(win.history.state, '', url);
  }
  const { document } = win;
  if (document.querySelector('meta[name="referrer"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = APP_REFERRER_POLICY;
  document.head.append(meta);
}
