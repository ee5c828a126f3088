import type { CurrentUser } from '@bizcard/shared/model';
import { matchRoutes } from 'react-router-dom';
import type { Audience } from '../routes/audience';
import { ROUTES } from '../routes/route-table';
import { type AppRoute, isRemotePage } from '../routes/route-types';
import { clientAdmin, endUser, superAdmin } from './fixtures';

export type Visitor = Audience | 'signedOut';

export const VISITORS: readonly Visitor[] = ['superAdmin', 'clientAdmin', 'endUser', 'signedOut'];

export const SIGNED_IN_AS: Record<Audience, CurrentUser> = { superAdmin, clientAdmin, endUser };

// Spec §2 and §6, stated here rather than read from the code under test: where a signed-in
// visitor goes instead of a page that is not theirs. The end user fixture's tenant is t-self.
const LANDING: Record<Audience, string> = {
  superAdmin: '/',
  clientAdmin: '/tenants',
  endUser: '/self-serve?tenant_id=t-self',
};

/** An address the route's pattern matches: '/tenant/:id' → '/tenant/sample'. */
export const sampleUrl = (path: string): string =>
  path.replace(/:\w+/g, 'sample').replace(/(^|\/)\*$/, '/no/such/page');

/** Where `visitor` ends up after opening `url`, an address of `route`. */
export function expectedLanding(route: AppRoute, url: string, visitor: Visitor): string {
  if (visitor === 'signedOut') {
    // End users sign in on the self-serve login, admins on /login.
    if (route.guard === 'signed-in') {
      return route.seenBy.includes('endUser') ? '/self-serve-login' : '/login';
    }
    if (route.guard === 'self') return '/self-serve-login';
    return url;
  }
  switch (route.guard) {
    case 'open':
    // The fixture's end user is of a user-managed tenant: their profile is theirs to keep.
    case 'self-serve':
      return url;
    case 'signed-out':
      return LANDING[visitor];
    // SelfGuard sends admins to the Dashboard, which every admin sees.
    case 'self':
      return visitor === 'endUser' ? url : '/';
    case 'signed-in':
      return route.seenBy.includes(visitor) ? url : LANDING[visitor];
  }
}

export const routeAt = (url: string): AppRoute => {
  const match = matchRoutes([...ROUTES], new URL(url, 'http://localhost').pathname)?.[0];
  if (!match) throw new Error(`No route of the table matches ${url}`);
  return match.route;
};

/** The admin frame (header, side menu) shows only to admins, on admin pages. */
export function expectsAdminFrame(landing: string, visitor: Visitor): boolean {
  const route = routeAt(landing);
  const admin = visitor === 'superAdmin' || visitor === 'clientAdmin';
  return admin && route.guard === 'signed-in' && !route.seenBy.includes('endUser');
}

/** The side-menu entry the route should have for `visitor`, or null for none. */
export function expectedMenuLabel(route: AppRoute, visitor: Visitor): string | null {
  if (visitor === 'signedOut' || route.guard !== 'signed-in' || !route.menu) return null;
  const shownTo = route.menu.shownTo ?? route.seenBy;
  return shownTo.includes(visitor) ? (route.menu.label ?? route.title) : null;
}

/** The heading the landing page shows: remote pages are mocked to show their title. */
export const expectedHeading = (landing: string): string | undefined => {
  const route = routeAt(landing);
  return isRemotePage(route.page) ? route.title : undefined;
};

const SIDE_MENU = 'nav[aria-label="Main"]';

/**
 * Records whether the admin frame's side menu was put on the page at all, even for the one
 * render before a redirect: a final-state check would miss such a flash.
 */
export function watchAdminFrame(): () => boolean {
  let shown = false;
  const check = (records: MutationRecord[]) => {
    shown ||= records.some((record) =>
      [...record.addedNodes].some(
        (node) =>
          node instanceof Element && (node.matches(SIDE_MENU) || !!node.querySelector(SIDE_MENU)),
      ),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    check(observer.takeRecords());
    observer.disconnect();
    return shown;
  };
}
