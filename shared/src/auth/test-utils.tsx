import { render } from '@testing-library/react';
import nock from 'nock';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from '../api/client';
import type { CurrentUser } from '../model/auth';
import { useSelectedTenantStore } from '../stores/selected-tenant-store';
import { useSessionStore } from '../stores/session-store';
import { ThemeRoot } from '../ui/theme-root';
import { SessionGate } from './session-gate';

export const API = 'http://localhost';

/** Fresh stores, empty storage and no stray HTTP before every test. */
export function resetAuthState(): void {
  configureApi({ baseUrl: API });
  nock.cleanAll();
  nock.disableNetConnect();
  localStorage.clear();
  useSessionStore.setState({
    status: 'loading',
    user: null,
    mfaRequired: false,
    sessionToken: null,
    ended: null,
  });
  useSelectedTenantStore.setState({ selectedTenant: null });
}

export const endUser: CurrentUser = {
  id: 'u-3',
  email: 'linus@self.test',
  first_name: 'Linus',
  last_name: 'Pauling',
  role: 'user',
  tenant_id: 't-self',
  tenant: 'self-co',
  stytch_member_id: 'member-live-123',
  isSuperAdmin: false,
  isClientAdmin: false,
};

export const superAdmin: CurrentUser = {
  ...endUser,
  id: 'u-1',
  email: 'ada@example.com',
  role: 'superAdmin',
  tenant_id: null,
  tenant: null,
  stytch_member_id: null,
  isSuperAdmin: true,
};

/** Shows where the router is, so a test can check where a screen navigated to. */
function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <output aria-label="Current location" data-state={JSON.stringify(state)}>
      {`${pathname}${search}`}
    </output>
  );
}

/**
 * Renders `routes` (path → element) in the theme and a memory router opened at `url`; with
 * `gated`, behind the session gate as the apps do, and with `strict`, in StrictMode as they run.
 */
export function renderRoutes(
  url: string,
  routes: Record<string, ReactNode>,
  { gated = false, strict = false }: { gated?: boolean; strict?: boolean } = {},
) {
  const table = (
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  );
  const tree = (
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        {gated ? <SessionGate>{table}</SessionGate> : table}
        <LocationProbe />
      </MemoryRouter>
    </ThemeRoot>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
