import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  field,
  fill,
  openAdd,
  PROVIDERS_PATH,
  renderWithProviders,
  setUpApi,
} from '../test-utils';

setUpApi();

const NO_PROVIDER = 'Please select an OAuth provider';
const providerSelect = (panel: HTMLElement) =>
  within(panel).getByRole('combobox', { name: /^OAuth Provider/ });
const saveIn = (panel: HTMLElement) =>
  userEvent.click(within(panel).getByRole('button', { name: 'Save Configuration' }));

describe('OAuth form checks', () => {
  test('a Save without a provider moves focus to the provider and sends nothing', async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    const create = nock(API).post(PROVIDERS_PATH).reply(201, {});

    await saveIn(panel);

    expect(within(panel).getByText(NO_PROVIDER)).toBeInTheDocument();
    expect(providerSelect(panel)).toHaveAttribute('aria-invalid', 'true');
    expect(providerSelect(panel)).toHaveFocus();
    expect(create.isDone()).toBe(false);
    nock.cleanAll();
  });

  test(`after a failed Save, choosing Google takes '${NO_PROVIDER}' away`, async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await fill(field(panel, /^Display Name/), 'Staff sign-in');
    await saveIn(panel);

    await userEvent.selectOptions(providerSelect(panel), 'google');

    expect(within(panel).queryByText(NO_PROVIDER)).not.toBeInTheDocument();
    expect(providerSelect(panel)).toHaveAttribute('aria-invalid', 'false');
  });

  test('a Save with a required credential missing moves focus to that credential', async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(providerSelect(panel), 'google');
    await fill(field(panel, /^Display Name/), 'Staff sign-in');

    await saveIn(panel);

    const clientId = field(panel, /^Client ID/);
    expect(within(panel).getByText('Client ID is required')).toBeInTheDocument();
    expect(clientId).toHaveFocus();
    await fill(clientId, 'google-client');
    expect(within(panel).queryByText('Client ID is required')).not.toBeInTheDocument();
  });
});
