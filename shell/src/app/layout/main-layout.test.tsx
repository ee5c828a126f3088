import {
  SELECTED_TENANT_KEY,
  useSelectedTenantStore,
  useSessionStore,
} from '@bizcard/shared/stores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, mockSignedIn, resetShellState } from '../testing/api-mocks';
import { clientAdmin, superAdmin, tenant } from '../testing/fixtures';
import { currentPath, renderAppAt } from '../testing/render-app';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

beforeEach(resetShellState);
afterEach(() => expect(nock.pendingMocks()).toEqual([]));

const SUPER_ADMIN_SUBMENU = [
  'Batches',
  'Users',
  'Reports',
  'Logs',
  'Support Tickets',
  'Contacts',
  'Contact',
  'OAuth',
  'Provisioning',
  'Domains',
];

async function menuLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

async function openAs(user: typeof superAdmin, path = '/tenants') {
  mockSignedIn(user);
  renderAppAt(path);
  await screen.findByRole('navigation', { name: 'Main' });
}

describe('Side menu', () => {
  it('shows a super admin every entry, including Admin Users, Batches, Contact and OAuth', async () => {
    useSelectedTenantStore.getState().selectTenant(tenant());
    await openAs(superAdmin);
    expect(await menuLinks()).toEqual([
      'Dashboard',
      'Tenants',
      ...SUPER_ADMIN_SUBMENU,
      'Admin Users',
    ]);
  });

  it('shows a client admin only Dashboard and Tenants with Users, Reports, Logs, Support Tickets, Contacts, Provisioning, Domains', async () => {
    useSelectedTenantStore.getState().selectTenant(tenant());
    await openAs(clientAdmin);
    expect(await menuLinks()).toEqual([
      'Dashboard',
      'Tenants',
      'Users',
      'Reports',
      'Logs',
      'Support Tickets',
      'Contacts',
      'Provisioning',
      'Domains',
    ]);
  });

  it('shows no tenant sub-pages while no tenant is selected', async () => {
    await openAs(superAdmin);
    expect(await menuLinks()).toEqual(['Dashboard', 'Tenants', 'Admin Users']);
    expect(screen.getByText('Select a tenant to see its pages.')).toBeInTheDocument();
  });

  it("shows the selected tenant's name and clears it with the × button", async () => {
    useSelectedTenantStore.getState().selectTenant(tenant({ name: 'Globex' }));
    await openAs(superAdmin);
    expect(screen.getByText('Globex')).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear selected tenant' }));
    expect(screen.queryByText('Globex')).not.toBeInTheDocument();
    expect(useSelectedTenantStore.getState().selectedTenant).toBeNull();
    expect(localStorage.getItem(SELECTED_TENANT_KEY)).toBeNull();
    expect(await menuLinks()).toEqual(['Dashboard', 'Tenants', 'Admin Users']);
  });

  it('wraps a long one-word tenant name in the submenu, keeping it whole', async () => {
    const name = 'Supercalifragilisticexpialidociousenterprisesholdingsincorporated';
    useSelectedTenantStore.getState().selectTenant(tenant({ name }));
    await openAs(superAdmin);
    expect(screen.getByText(name)).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText(name)).not.toHaveStyle({ textOverflow: 'ellipsis' });
  });

  it('folds and unfolds the Tenants submenu', async () => {
    useSelectedTenantStore.getState().selectTenant(tenant());
    await openAs(superAdmin);
    await userEvent.click(screen.getByRole('button', { name: 'Hide tenant pages' }));
    expect(await menuLinks()).toEqual(['Dashboard', 'Tenants', 'Admin Users']);
    await userEvent.click(screen.getByRole('button', { name: 'Show tenant pages' }));
    expect(await menuLinks()).toContain('Batches');
  });

  it('marks the current page and navigates from the menu', async () => {
    useSelectedTenantStore.getState().selectTenant(tenant());
    await openAs(superAdmin, '/tenants/reports');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tenants' })).not.toHaveAttribute('aria-current');

    await userEvent.click(within(nav).getByRole('link', { name: 'Logs' }));
    expect(await screen.findByRole('heading', { name: 'Logs', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/tenants/logs');
  });
});

describe('Header', () => {
  it("shows the user's email, name and role badge", async () => {
    await openAs(superAdmin);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(header).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(header).getByText('Super Admin')).toBeInTheDocument();
  });

  it('keeps the full name and email as tooltips, for when a narrow screen cuts them short', async () => {
    await openAs(superAdmin);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('ada@example.com')).toHaveAttribute('title', 'ada@example.com');
    expect(within(header).getByText('Ada Lovelace')).toHaveAttribute('title', 'Ada Lovelace');
  });

  it("shows 'Client Admin' as a client admin's badge", async () => {
    useSelectedTenantStore.getState().selectTenant(tenant());
    await openAs(clientAdmin);
    expect(within(screen.getByRole('banner')).getByText('Client Admin')).toBeInTheDocument();
  });

  it('logs out and goes to /login', async () => {
    await openAs(superAdmin);
    nock(API).post('/api/auth/logout').reply(200, { message: 'Logged out' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('goes to /login even when the logout call fails', async () => {
    await openAs(superAdmin);
    nock(API).post('/api/auth/logout').reply(500, { message: 'Server down' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(useSessionStore.getState().status).toBe('anonymous');
  });
});
