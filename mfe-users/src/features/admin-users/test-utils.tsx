import { configureApi } from '@bizcard/shared/api';
import type { AdminUser, Tenant } from '@bizcard/shared/model';
import { ACME, GLOBEX } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MemoryRouter } from 'react-router-dom';
import { AdminUsersPage } from './components/admin-users-page';

export const API = 'http://localhost';
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const ADMIN_USERS_URL = '/api/management/admin-users';

export const DANA: AdminUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'super@example.com',
  role: 'superAdmin',
  tenant_id: null,
  tenant_name: null,
  created_at: '2024-01-10T12:00:00.000Z',
};

export const GRACE: AdminUser = {
  id: 'a0000000-0000-4000-8000-000000000002',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.example',
  role: 'clientAdmin',
  tenant_id: ACME.id,
  tenant_name: ACME.name,
  created_at: '2024-02-15T12:00:00.000Z',
};

export const AVERY: AdminUser = {
  id: 'a0000000-0000-4000-8000-000000000003',
  first_name: 'Avery',
  last_name: 'Lin',
  email: 'avery@globex.example',
  role: 'admin',
  tenant_id: GLOBEX.id,
  tenant_name: GLOBEX.name,
  created_at: '2024-03-20T12:00:00.000Z',
};

/** Every test talks to nock at API and nowhere else. */
export function useNockedApi() {
  beforeAll(() => {
    configureApi({ baseUrl: API });
    nock.disableNetConnect();
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
}

export const replyWithAdminUsers = (adminUsers: AdminUser[] = [DANA, GRACE, AVERY]) =>
  nock(API).get(ADMIN_USERS_URL).reply(200, { adminUsers });

/** The first page of the tenant list (the modal asks for 100, with or without a search). */
export const replyWithTenants = (tenants: Tenant[] = [GLOBEX, ACME], total = tenants.length) =>
  nock(API).get('/api/management/tenants').query(true).reply(200, { tenants, total, next: null });

export function renderAdminUsers() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/users']}>
        <AdminUsersPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/** The table row of the admin with this email. */
export const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;

/** Renders the list and opens a modal from `button` (in the row of `email` when given). */
export async function openDialog(button: string, email?: string) {
  replyWithAdminUsers();
  renderAdminUsers();
  await screen.findByRole('table');
  const scope = email ? within(rowOf(email)) : screen;
  await userEvent.click(scope.getByRole('button', { name: button }));
  // Delete asks a question that must be answered first: an alert dialog.
  return screen.findByRole(button === 'Delete' ? 'alertdialog' : 'dialog');
}
