import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PAGES } from '@bizcard/shared/contracts';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { screen, waitFor, within } from '@testing-library/react';
import nock from 'nock';
import { API, mockSignedIn, mockSignedOut, resetShellState } from '../testing/api-mocks';
import { tenant } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';
import {
  expectedHeading,
  expectedLanding,
  expectedMenuLabel,
  expectsAdminFrame,
  routeAt,
  SIGNED_IN_AS,
  sampleUrl,
  VISITORS,
  type Visitor,
  watchAdminFrame,
} from '../testing/route-expectations';
import { ROUTES } from './route-table';
import { type AppRoute, isRemotePage } from './route-types';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

beforeEach(() => {
  resetShellState();
  // A selected tenant puts the Tenants submenu's pages in the menu.
  useSelectedTenantStore.getState().selectTenant(tenant());
});
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

function arrive(route: AppRoute, visitor: Visitor, landing: string) {
  if (visitor === 'signedOut') return mockSignedOut();
  mockSignedIn(SIGNED_IN_AS[visitor]);
  if (visitor !== 'endUser') return;
  // The /self guard lets an end user in only after checking their tenant is user managed, and
  // the end users' landing checks it too (an identity provider's people go to their card).
  const passedThrough = new Set([route, routeAt(landing)]);
  const checks = [...passedThrough].filter(
    ({ guard }) => guard === 'self' || guard === 'self-serve',
  );
  if (checks.length === 0) return;
  nock(API)
    .get('/api/management/tenants/t-self')
    .times(checks.length)
    .reply(200, tenant({ id: 't-self', tenant_type: 'user_managed' }));
}

const CASES = ROUTES.flatMap((route) =>
  VISITORS.map((visitor) => {
    const url = sampleUrl(route.path);
    const landing = expectedLanding(route, url, visitor);
    const menu = expectedMenuLabel(route, visitor);
    return { route, visitor, url, landing, guard: route.guard, menu: menu ?? 'none' };
  }),
);

describe('Route table, per route and role', () => {
  it.each(CASES)(
    '$visitor opening $url ($guard) ends on $landing; menu entry: $menu',
    async ({ route, visitor, url, landing }) => {
      arrive(route, visitor, landing);
      const adminFrameShown = watchAdminFrame();
      renderAppAt(url);

      const heading = expectedHeading(landing);
      const page = heading ? { level: 1, name: heading } : { level: 1 };
      await waitFor(() => {
        expect(currentPath()).toBe(landing);
        expect(screen.getByRole('heading', page)).toBeInTheDocument();
      });

      // The admin frame: the side menu, and the header with Logout.
      const framed = expectsAdminFrame(landing, visitor);
      expect(adminFrameShown()).toBe(framed);
      const nav = screen.queryByRole('navigation', { name: 'Main' });
      const logout = screen.queryByRole('button', { name: 'Logout' });
      if (!framed) {
        expect({ nav, logout }).toEqual({ nav: null, logout: null });
        return;
      }
      expect(logout).toBeInTheDocument();
      expect(nav).toBeInTheDocument();
      const entry = within(nav!)
        .queryAllByRole('link')
        .find((link) => link.getAttribute('href') === route.path);
      expect(entry?.textContent ?? null).toBe(expectedMenuLabel(route, visitor));
    },
  );
});

const ROOT = path.resolve(__dirname, '../../../..');
const readText = (...parts: string[]) => readFileSync(path.join(ROOT, ...parts), 'utf8');

describe('Route table entries', () => {
  it('declares each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it('gives each menu entry its own place and an address without parameters', () => {
    const placed = ROUTES.flatMap((route) =>
      route.guard === 'signed-in' && route.menu ? [route] : [],
    );
    const places = placed.map(({ menu }) => `${menu?.in} ${menu?.order}`);
    expect(places).toEqual([...new Set(places)]);
    for (const { path: to } of placed) expect(to).toMatch(/^\/[\w/-]*$/);
  });

  // Each remote's own contract test checks it exposes these pages with the declared props.
  it('renders every page the remote contracts declare, from remotes that remotes.json lists', () => {
    const routed = ROUTES.flatMap(({ page }) => (isRemotePage(page) ? [page] : []));
    const declared = Object.entries(REMOTE_PAGES).flatMap(([remote, pages]) =>
      Object.keys(pages).map((module) => `${remote}/${module}`),
    );
    const routedIds = routed.map(({ remote, module }) => `${remote}/${module}`);
    expect([...new Set(routedIds)].sort()).toEqual(declared.sort());
    const listed = Object.keys(JSON.parse(readText('shell', 'public', 'remotes.json')));
    expect(listed.sort()).toEqual(Object.keys(REMOTE_PAGES).sort());
  });
});
