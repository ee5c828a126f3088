import {
  type CurrentUser,
  END_USER_FIELDS,
  type EndUser,
  type EndUserFields,
  type Tenant,
} from '@bizcard/shared/model';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { ACME, GLOBEX, setUpTenantScreenApi, TEST_API } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import nock from 'nock';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TenantUsersPage } from './components/tenant-users-page';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };

/** Globex under a name that a download's file name cannot keep as it is. */
export const GLOBEX_AND_CO: Tenant = { ...GLOBEX, name: 'Globex & Co.' };

const pad = (n: number) => String(n).padStart(5, '0');

// Every field of the registry blank, so that a new field needs no edit here.
const BLANK_FIELDS = Object.fromEntries(
  END_USER_FIELDS.map((spec) => [
    spec.wire,
    spec.input === 'addresses' ? [] : spec.input === 'switch' ? true : null,
  ]),
) as unknown as EndUserFields;

/** A complete end user; `n` makes names, emails and ids distinct and sortable. */
export function makeUser(n: number, overrides: Partial<EndUser> = {}): EndUser {
  return {
    id: `user-${pad(n)}`,
    tenant_id: ACME.id,
    ...BLANK_FIELDS,
    first_name: `First${pad(n)}`,
    last_name: `Last${pad(n)}`,
    email: `user${pad(n)}@acme.example`,
    role: 'User',
    addresses: [],
    embedded_url: `http://localhost:8080/c/card-${pad(n)}`,
    qr_code: `http://localhost:8080/c/card-${pad(n)}/qr.png`,
    photo_url: null,
    created_at: '2025-01-15T12:00:00.000Z',
    updated_at: '2025-02-20T12:00:00.000Z',
    ...overrides,
  };
}

export const makeUsers = (count: number) =>
  Array.from({ length: count }, (_, index) => makeUser(index + 1));

export const usersPath = (tenant: Tenant = ACME) => `/api/management/users/${tenant.id}`;

export const replyWithUsers = (users: EndUser[], tenant: Tenant = ACME) =>
  nock(API).get(usersPath(tenant)).reply(200, { users });

export const setUpApi = () =>
  setUpTenantScreenApi({
    beforeEachTest: () => {
      localStorage.clear();
      signInAsSuperAdmin();
    },
  });

function signInAsSuperAdmin() {
  const user: CurrentUser = {
    id: 'admin-1',
    email: 'super@example.com',
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'superAdmin',
    tenant_id: null,
    tenant: null,
    stytch_member_id: null,
    isSuperAdmin: true,
    isClientAdmin: false,
  };
  useSessionStore.setState({ status: 'authenticated', user });
}

export function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/tenants/users']}>
        <Routes>
          <Route path="/tenants/users" element={<TenantUsersPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/** Renders the page with `users` and waits until the table is there. */
export async function renderWithUsers(users: EndUser[], tenant: Tenant = ACME) {
  useSelectedTenantStore.setState({ selectedTenant: tenant });
  replyWithUsers(users, tenant);
  const view = renderPage();
  await screen.findByRole('table', { name: 'Tenant users' });
  return view;
}

/** The text of each body row's first column (after its tick box): the names in display order. */
export const namesShown = () =>
  Array.from(
    document.querySelectorAll('tbody tr'),
    (row) => row.querySelector('td:nth-child(2)')?.textContent,
  );
