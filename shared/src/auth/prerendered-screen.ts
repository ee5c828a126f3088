import { readSessionCookie } from '@bizcard/shared/stores';

/**
 * Set on #root by the build (scripts/prerender) when the HTML already holds the screen of that
 * address, rendered from the same components for a signed-out visitor.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Whether the app's first render here is the screen the HTML holds, so the page may hydrate it:
 * the screen was rendered for this address, and neither router state (an ended session's
 * notice) nor a session cookie (someone signed in, moved on at once) would change it.
 */
export function canHydratePrerendered(container: HTMLElement): boolean {
  const address = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!address || !container.firstElementChild) return false;
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  return (
    withoutTrailingSlash(window.location.pathname) === address &&
    routerState == null &&
    readSessionCookie() === null
  );
}
