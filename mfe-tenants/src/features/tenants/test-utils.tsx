import type { CurrentUser, Tenant } from '@bizcard/shared/model';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const ACME: Tenant = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Corporation',
  tenant_name: 'acme-corporation',
  email: 'admin@acme.example',
  address: '1 Rocket Road',
  state: 'CA',
  country: 'USA',
  tenant_type: 'user_managed',
  stytch_org_id: 'organization-live-acme',
  db_host: 'db.acme.internal',
  db_name: 'acme',
  db_port: 5432,
  db_username: 'acme_app',
  db_secret_arn: 'arn:aws:secretsmanager:eu-west-1:123:secret:acme',
  db_password_set: true,
  created_at: '2024-01-01T00:00:00.000Z',
};

export const GLOBEX: Tenant = {
  ...ACME,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Globex',
  tenant_name: 'globex',
  email: 'it@globex.example',
  address: null,
  state: null,
  country: 'Germany',
  tenant_type: 'organization_managed',
  stytch_org_id: null,
  db_host: null,
  db_name: null,
  db_port: null,
  db_username: null,
  db_secret_arn: null,
  db_password_set: false,
};

export function signInAs(role: 'superAdmin' | 'clientAdmin', tenantId: string | null = null) {
  const user: CurrentUser = {
    id: 'u-1',
    email: `${role}@example.com`,
    first_name: 'Ada',
    last_name: 'Admin',
    role,
    tenant_id: tenantId,
    tenant: null,
    stytch_member_id: null,
    isSuperAdmin: role === 'superAdmin',
    isClientAdmin: role === 'clientAdmin',
  };
  useSessionStore.setState({ status: 'authenticated', user });
}

export function resetStores() {
  localStorage.clear();
  useSessionStore.setState({ status: 'anonymous', user: null });
  useSelectedTenantStore.setState({ selectedTenant: null });
}

/** Shows where the router went, so tests can assert navigation as a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `page` at `path` (matched by `route`), with the theme and a router like the shell's. */
export function renderRoute(page: ReactElement, route: string, path: string) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
