import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MESSAGES } from '../messages';
import {
  API,
  DIRECTORY,
  GOOGLE,
  JSON_HEADERS,
  PROVIDERS_PATH,
  renderPage,
  renderWithProviders,
  replyWithProviders,
  rowOf,
  setUpApi,
} from '../test-utils';

setUpApi();

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('OAuth Provider Configuration screen', () => {
  test('asks for a tenant when none is selected, and calls nothing', () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'OAuth Provider Configuration' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please select a tenant to configure OAuth providers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new OAuth' })).not.toBeInTheDocument();
  });

  test("shows a spinner, then a row per configuration: provider label, 'Active', date or 'N/A'", async () => {
    nock(API)
      .get(PROVIDERS_PATH)
      .delay(50)
      .reply(200, { success: true, providers: [GOOGLE, DIRECTORY] }, JSON_HEADERS);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);

    const table = await screen.findByRole('table', { name: 'OAuth providers' });
    expect(screen.getByRole('heading', { name: 'OAuth Provider Configuration' })).toBeVisible();
    expect(screen.getByText('Acme Corporation')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Provider', 'Display Name', 'Status', 'Created', 'Secret', 'Actions']);
    expect(cellsOf(rowOf('Acme Google')).slice(0, 4)).toEqual([
      'Google',
      'Acme Google',
      'Active',
      'Jan 10, 2024',
    ]);
    expect(cellsOf(rowOf('Acme Directory')).slice(0, 4)).toEqual([
      'OpenID Connect',
      'Acme Directory',
      'Active',
      'N/A',
    ]);
    const actions = within(rowOf('Acme Google')).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Edit', 'Rotate Keys', 'Delete']);
  });

  test('says so when the tenant has no configuration yet', async () => {
    await renderWithProviders([]);
    expect(await screen.findByText('No OAuth providers configured yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("shows 'Failed to load OAuth configuration' when the list cannot load", async () => {
    nock(API).get(PROVIDERS_PATH).reply(500, { message: 'boom' }, JSON_HEADERS);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load OAuth configuration',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.empty)).not.toBeInTheDocument();
  });

  test('treats a 404 as an empty list, with no message', async () => {
    nock(API).get(PROVIDERS_PATH).reply(404, { message: 'Tenant not found' }, JSON_HEADERS);
    renderPage();
    expect(await screen.findByText(MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load OAuth configuration')).not.toBeInTheDocument();
  });

  test('says when each secret was rotated, and flags one older than 180 days in words', async () => {
    const fresh = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString();
    await renderWithProviders([GOOGLE, { ...DIRECTORY, secretRotatedAt: fresh }]);
    const old = rowOf('Acme Google');
    expect(within(old).getByText('Secret rotated on Jan 10, 2024')).toBeInTheDocument();
    expect(within(old).getByText('Secret older than 180 days')).toBeVisible();
    const recent = rowOf('Acme Directory');
    expect(within(recent).getByText(/^Secret rotated on /)).toBeInTheDocument();
    expect(within(recent).queryByText('Secret older than 180 days')).not.toBeInTheDocument();
  });
});

describe('Delete', () => {
  test('asks with the spec text, deletes the configuration and reloads the list', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderWithProviders();
    const deleted = nock(API)
      .delete(`${PROVIDERS_PATH}/google`)
      .reply(200, { success: true, message: 'OAuth configuration deleted' }, JSON_HEADERS);
    replyWithProviders([DIRECTORY]);

    await userEvent.click(within(rowOf('Acme Google')).getByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete the Acme Google configuration? This action cannot be undone.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Acme Google' })).not.toBeInTheDocument(),
    );
    expect(deleted.isDone()).toBe(true);
    expect(rowOf('Acme Directory')).toBeInTheDocument();
  });

  test('sends nothing when the confirmation is declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    await renderWithProviders();
    const deleted = nock(API).delete(`${PROVIDERS_PATH}/google`).reply(200, {});

    await userEvent.click(within(rowOf('Acme Google')).getByRole('button', { name: 'Delete' }));

    expect(deleted.isDone()).toBe(false);
    expect(rowOf('Acme Google')).toBeInTheDocument();
  });

  test("shows 'Failed to delete OAuth configuration' when the delete fails", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderWithProviders();
    nock(API)
      .delete(`${PROVIDERS_PATH}/oidc`)
      .reply(500, { message: 'database down' }, JSON_HEADERS);

    await userEvent.click(within(rowOf('Acme Directory')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete OAuth configuration',
    );
    expect(rowOf('Acme Directory')).toBeInTheDocument();
  });
});
