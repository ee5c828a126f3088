import type { RemotePageRef } from '@bizcard/shared/contracts';
import type { ComponentType } from 'react';
import type { Audience } from './audience';

/**
 * The guards of spec §2 and §6. `signed-in`: visitors without a session go to /login (to the
 * self-serve login for a page only end users see). `signed-out`: sign-in, reset and
 * registration pages; signed-in visitors move on (to the page waiting for them after
 * sign-in, else their landing page). `open`: no guard. `self`: the /self guard of spec §6.
 * `self-serve`: the end users' landing, open to all, except that an end user of an
 * identity-provider tenant goes on to their card.
 */
export type RouteGuard = 'signed-in' | 'signed-out' | 'open' | 'self' | 'self-serve';

/** What renders a route: a remote's page (declared in the contracts), or a shell component. */
export type RoutePage = RemotePageRef | ComponentType;

interface MenuEntryPlacement {
  /** Position inside its menu section, lowest first. */
  order: number;
  /** The menu text, when it differs from the route's title. */
  label?: string;
  /** Who sees the menu entry, when it differs from who may open the route. */
  shownTo?: readonly Audience[];
}

/** Where a route sits in the side menu: top level, or in the Tenants submenu. */
export type MenuPlacement =
  | (MenuEntryPlacement & { in: 'top'; opens?: 'tenants' })
  | (MenuEntryPlacement & { in: 'tenants' });

export type MenuSection = MenuPlacement['in'];

interface RouteBase {
  /** A react-router pattern: '/tenants', '/tenant/:id', '*'. */
  path: string;
  /** The page's name; a remote page shows it when it cannot be loaded. */
  title: string;
  page: RoutePage;
}

/** A page for signed-in people; only they have a side menu. */
export interface SignedInRoute extends RouteBase {
  guard: 'signed-in';
  /** Who may open it; anyone else signed in is sent to their landing page. */
  seenBy: readonly Audience[];
  /** No placement: the page is reached by a link or an address, not from the menu. */
  menu?: MenuPlacement;
}

/** A page whose guard alone says who sees it: no signed-in role, everyone, or /self's rule. */
export interface PublicRoute extends RouteBase {
  guard: Exclude<RouteGuard, 'signed-in'>;
}

export type AppRoute = SignedInRoute | PublicRoute;

export const isRemotePage = (page: RoutePage): page is RemotePageRef => 'remote' in page;
