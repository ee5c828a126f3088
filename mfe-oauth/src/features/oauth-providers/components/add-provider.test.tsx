import { OAUTH_CATALOGUE } from '@bizcard/shared/model';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  AVAILABLE_PATH,
  CALLBACK,
  field,
  fill,
  JSON_HEADERS,
  openAdd,
  renderWithProviders,
  setUpApi,
} from '../test-utils';

setUpApi();

const providerSelect = (panel: HTMLElement) =>
  within(panel).getByRole('combobox', { name: /^OAuth Provider/ });
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const CATALOGUE_OPTIONS = ['Select a provider', ...OAUTH_CATALOGUE.map((entry) => entry.label)];

describe('Add new OAuth', () => {
  test("toggles add mode: the button reads 'Cancel' while adding", async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    expect(field(panel, /^Display Name/)).toHaveValue('');
    expect(within(panel).getByRole('button', { name: 'Save Configuration' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'New OAuth configuration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add new OAuth' })).toBeInTheDocument();
  });

  test('offers the providers the API lists', async () => {
    await renderWithProviders([]);
    const [google, oidc] = [OAUTH_CATALOGUE[1]!, OAUTH_CATALOGUE[5]!];
    const panel = await openAdd([google, oidc]);
    expect(optionNames(providerSelect(panel))).toEqual([
      'Select a provider',
      'Google',
      'OpenID Connect',
    ]);
  });

  test.each([
    ['fails', () => nock(API).get(AVAILABLE_PATH).reply(500, { message: 'x' }, JSON_HEADERS)],
    [
      'answers none',
      () => nock(API).get(AVAILABLE_PATH).reply(200, { success: true, data: [] }, JSON_HEADERS),
    ],
  ])('falls back to the built-in catalogue when the list %s', async (_, reply) => {
    await renderWithProviders([]);
    reply();
    await userEvent.click(screen.getByRole('button', { name: 'Add new OAuth' }));
    const select = await screen.findByRole('combobox', { name: /^OAuth Provider/ });
    expect(optionNames(select)).toEqual(CATALOGUE_OPTIONS);
  });

  test('shows one input per catalogue field, our redirect URI prefilled, and the setup steps', async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(providerSelect(panel), 'google');

    expect(field(panel, /^Client ID/)).toHaveAttribute('type', 'text');
    expect(field(panel, /^Client Secret/)).toHaveAttribute('type', 'password');
    expect(field(panel, /^Redirect URI/)).toHaveAttribute('type', 'url');
    expect(field(panel, /^Redirect URI/)).toHaveValue(CALLBACK);
    const setup = within(panel).getByRole('group', { name: 'Setup instructions' });
    expect(within(setup).getByRole('link', { name: 'Google Cloud console' })).toHaveAttribute(
      'href',
      'https://console.cloud.google.com/apis/credentials',
    );
    expect(within(setup).getAllByRole('listitem')).toHaveLength(3);
    expect(within(setup).getByText(CALLBACK)).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Claim mappings' })).toBeInTheDocument();

    await userEvent.selectOptions(providerSelect(panel), 'azure');
    const labels = within(panel)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('id'))
      .map((id) => panel.querySelector(`label[for="${id}"]`)?.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Client ID *', 'Secret ID *', 'Directory (Tenant) ID *']),
    );
    expect(field(panel, /^Client Secret/)).toHaveAttribute('type', 'password');
    expect(within(panel).queryByLabelText(/^Redirect URI/)).not.toBeInTheDocument();

    await userEvent.selectOptions(providerSelect(panel), 'github');
    expect(within(panel).queryByRole('group', { name: 'Claim mappings' })).toBeNull();
    expect(within(panel).queryByLabelText('Scopes')).toBeNull();

    await userEvent.selectOptions(providerSelect(panel), 'oidc');
    const oidcSetup = within(panel).getByRole('group', { name: 'Setup instructions' });
    expect(within(oidcSetup).queryByRole('link')).toBeNull();
    expect(within(oidcSetup).getByText(/your identity provider's admin console/)).toBeVisible();
  });

  test("copies the redirect URI and says 'Redirect URI copied to clipboard!' for 2 seconds", async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(providerSelect(panel), 'oidc');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('Redirect URI copied to clipboard!')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(CALLBACK);
      act(() => jest.advanceTimersByTime(1800));
      expect(screen.getByText('Redirect URI copied to clipboard!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByText('Redirect URI copied to clipboard!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test("says 'Failed to copy to clipboard' when the clipboard refuses", async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(providerSelect(panel), 'google');
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard');
  });

  test('changing the provider clears the credentials and keeps the Display Name', async () => {
    await renderWithProviders([]);
    const panel = await openAdd();
    await userEvent.selectOptions(providerSelect(panel), 'google');
    await fill(field(panel, /^Display Name/), 'Acme sign-in');
    await fill(field(panel, /^Client ID/), 'typed-id');
    await fill(field(panel, /^Client Secret/), 'typed-secret');
    await fill(field(panel, /^Redirect URI/), 'https://elsewhere.example/cb');

    await userEvent.selectOptions(providerSelect(panel), 'github');

    expect(field(panel, /^Client ID/)).toHaveValue('');
    expect(field(panel, /^Client Secret/)).toHaveValue('');
    expect(field(panel, /^Redirect URI/)).toHaveValue(CALLBACK);
    expect(field(panel, /^Display Name/)).toHaveValue('Acme sign-in');
  });
});
