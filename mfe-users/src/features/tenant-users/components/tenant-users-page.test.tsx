import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  GLOBEX_AND_CO,
  JSON_HEADERS,
  makeUser,
  namesShown,
  renderPage,
  renderWithUsers,
  setUpApi,
  usersPath,
} from '../test-utils';

setUpApi();

describe('Tenant Users page', () => {
  it('prompts to select a tenant when none is selected, without calling the API', async () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderPage();

    expect(screen.getByText(/Please select a tenant to view its users\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Tenants' }));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('shows a spinner first, then the header with the tenant name and the four buttons', async () => {
    nock(API)
      .get(usersPath())
      .reply(200, { users: [makeUser(1)] });
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Corporation' })).toBeInTheDocument();
    for (const name of ['Download CSV Template', 'Download User CSV', 'Upload CSV', 'New User']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const fileInput = screen.getByTestId('csv-file-input');
    expect(fileInput).toHaveAttribute('type', 'file');
    expect(fileInput).toHaveAttribute('accept', '.csv');
    expect(fileInput).not.toBeVisible();
  });

  it('wraps a long one-word tenant name in the header rather than widen the page', async () => {
    const tenant = {
      ...ACME,
      name: 'Supercalifragilisticexpialidociousenterprisesholdingsincorporated',
    };
    await renderWithUsers([makeUser(1)], tenant);

    const title = screen.getByRole('heading', { level: 1, name: tenant.name });
    expect(title).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("shows 'No users found for {tenant}' when the tenant has no users", async () => {
    nock(API).get(usersPath()).reply(200, { users: [] });
    renderPage();

    expect(await screen.findByText('No users found for Acme Corporation')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeInTheDocument();
  });

  it("shows 'Error: {message}' in a red banner when the list fails to load", async () => {
    nock(API).get(usersPath()).reply(500, { message: 'Database unavailable' }, JSON_HEADERS);
    renderPage();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error: Database unavailable');
    expect(banner).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/No users found/)).not.toBeInTheDocument();
  });

  it('loads the users of the selected tenant', async () => {
    await renderWithUsers(
      [makeUser(1, { tenant_id: GLOBEX_AND_CO.id, first_name: 'Hank' })],
      GLOBEX_AND_CO,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Globex & Co.' })).toBeInTheDocument();
    expect(namesShown()).toEqual(['Hank Last00001']);
  });

  it('shows the default columns name, email and role, role defaulting to User, a tick box, and Edit and Delete actions', async () => {
    await renderWithUsers([
      makeUser(1, { first_name: 'Ada', last_name: 'Lovelace', role: '' }),
      makeUser(2, { first_name: 'Bob', last_name: 'Builder', role: 'Manager' }),
    ]);

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['', 'Name▲', 'Email', 'Role', 'Actions']);
    const [ada, bob] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(ada)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['', 'Ada Lovelace', 'user00001@acme.example', 'User', 'EditDelete']);
    expect(within(bob).getByRole('cell', { name: 'Manager' })).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Delete Ada Lovelace' })).toBeInTheDocument();
    expect(within(ada).getByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeChecked();
  });
});
