import type { CurrentUser } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { screen, within } from '@testing-library/react';
import nock from 'nock';
import {
  ADMIN_USERS_URL,
  API,
  AVERY,
  DANA,
  GRACE,
  JSON_HEADERS,
  renderAdminUsers,
  replyWithAdminUsers,
  rowOf,
  useNockedApi,
} from '../test-utils';

useNockedApi();
afterEach(() => useSessionStore.setState({ status: 'loading', user: null }));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AdminUsersPage', () => {
  it('shows a spinner, then one row per admin with role labels, tenant names and dates', async () => {
    replyWithAdminUsers();
    renderAdminUsers();

    expect(screen.getByRole('status')).toHaveTextContent('Loading admin users...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Tenant', 'Created', 'Actions']);
    expect(cellsOf(rowOf(DANA.email)).slice(0, 5)).toEqual([
      'Dana Whitfield',
      'super@example.com',
      'Super Admin',
      '—',
      'Jan 10, 2024',
    ]);
    expect(cellsOf(rowOf(GRACE.email)).slice(2, 5)).toEqual([
      'Client Admin',
      'Acme Corporation',
      'Feb 15, 2024',
    ]);
    expect(cellsOf(rowOf(AVERY.email)).slice(2, 4)).toEqual(['Admin', 'Globex']);
    const actions = within(rowOf(GRACE.email)).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
  });

  it("offers no Delete on the signed-in admin's own row, which the API would refuse", async () => {
    const dana: CurrentUser = {
      ...DANA,
      stytch_member_id: null,
      tenant: null,
      isSuperAdmin: true,
      isClientAdmin: false,
    };
    useSessionStore.setState({ status: 'authenticated', user: dana });
    replyWithAdminUsers();
    renderAdminUsers();

    await screen.findByRole('table');
    expect(
      within(rowOf(DANA.email))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit']);
    expect(within(rowOf(GRACE.email)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('keeps the order the API gives (creation time)', async () => {
    replyWithAdminUsers([AVERY, DANA]);
    renderAdminUsers();

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Avery Lin',
      'Dana Whitfield',
    ]);
  });

  it("shows 'No admin users found' when there are none", async () => {
    replyWithAdminUsers([]);
    renderAdminUsers();

    expect(await screen.findByText('No admin users found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a red 'Error:' banner with the server's message when loading fails", async () => {
    nock(API)
      .get(ADMIN_USERS_URL)
      .reply(403, { message: 'Only super admins can manage admin users' }, JSON_HEADERS);
    renderAdminUsers();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Only super admins can manage admin users');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No admin users found')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the spec's 401 text when the session has ended", async () => {
    nock(API).get(ADMIN_USERS_URL).reply(401, { message: 'Unauthorized' }, JSON_HEADERS);
    renderAdminUsers();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Unauthorized: 401 error occurred when calling the endpoint',
    );
  });
});
