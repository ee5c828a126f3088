import type { Audience } from './audience';
import { ROUTES } from './route-table';
import type { AppRoute, MenuPlacement, MenuSection, SignedInRoute } from './route-types';

export interface MenuEntry {
  to: string;
  label: string;
  /** The submenu this entry unfolds. */
  opens?: MenuSection;
}

type MenuRoute = SignedInRoute & { menu: MenuPlacement };

const inMenu = (route: AppRoute): route is MenuRoute =>
  route.guard === 'signed-in' && route.menu !== undefined;

/** By default the menu offers a page to whoever may open it. */
const shownTo = (route: MenuRoute, audience: Audience) =>
  (route.menu.shownTo ?? route.seenBy).includes(audience);

/** A side-menu section for `audience`, in menu order, from the route table. */
export function menuEntries(section: MenuSection, audience: Audience): MenuEntry[] {
  return ROUTES.filter(inMenu)
    .filter((route) => route.menu.in === section && shownTo(route, audience))
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ path, title, menu }) => ({
      to: path,
      label: menu.label ?? title,
      opens: menu.in === 'top' ? menu.opens : undefined,
    }));
}
