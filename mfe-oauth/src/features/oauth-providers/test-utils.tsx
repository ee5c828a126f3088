import {
  OAUTH_CATALOGUE,
  type OAuthCatalogueEntry,
  type OAuthProviderConfig,
} from '@bizcard/shared/model';
import { ACME, makeOAuthConfig, setUpTenantScreenApi, TEST_API } from '@bizcard/shared/testing';
import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MemoryRouter } from 'react-router-dom';
import { OAuthConfigPage } from './components/oauth-config-page';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const PROVIDERS_PATH = `/api/management/oauth-providers/${ACME.id}`;
export const AVAILABLE_PATH = '/api/management/oauth-providers/available';
/** Our SSO callback as jsdom's page origin gives it. */
export const CALLBACK = 'http://localhost/api/auth/oidc/callback';

export const setUpApi = () => setUpTenantScreenApi();

export const GOOGLE = makeOAuthConfig();
export const DIRECTORY = makeOAuthConfig({
  id: 'c0000000-0000-4000-8000-000000000002',
  provider_name: 'oidc',
  providerName: 'oidc',
  display_name: 'Acme Directory',
  provider_url: 'https://login.acme.example',
  client_id: 'directory-client',
  redirect_uri: CALLBACK,
  scopes: ['openid', 'email', 'groups'],
  field_mappings: { given_name: 'first_name', department: 'department' },
  createdAt: '',
});

export const replyWithProviders = (providers: OAuthProviderConfig[] = [GOOGLE, DIRECTORY]) =>
  nock(API).get(PROVIDERS_PATH).reply(200, { success: true, providers }, JSON_HEADERS);

export const replyWithCatalogue = (data: readonly OAuthCatalogueEntry[] = OAUTH_CATALOGUE) =>
  nock(API).get(AVAILABLE_PATH).reply(200, { success: true, data }, JSON_HEADERS);

export function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/tenants/oauth']}>
        <OAuthConfigPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/** Renders the page with `providers` stored and waits for the list. */
export async function renderWithProviders(providers: OAuthProviderConfig[] = [GOOGLE, DIRECTORY]) {
  replyWithProviders(providers);
  renderPage();
  await screen.findByRole(providers.length > 0 ? 'table' : 'button', {
    name: providers.length > 0 ? 'OAuth providers' : 'Add new OAuth',
  });
}

/** The add form, once the catalogue has answered. */
export async function openAdd(catalogue: readonly OAuthCatalogueEntry[] = OAUTH_CATALOGUE) {
  replyWithCatalogue(catalogue);
  await userEvent.click(screen.getByRole('button', { name: 'Add new OAuth' }));
  const panel = screen.getByRole('region', { name: 'New OAuth configuration' });
  await within(panel).findByRole('combobox', { name: /^OAuth Provider/ });
  return panel;
}

/** The row of the configuration with this display name. */
export const rowOf = (displayName: string) =>
  screen.getByRole('cell', { name: displayName }).closest('tr')!;

export const field = (scope: HTMLElement, label: RegExp | string) =>
  within(scope).getByLabelText(label);

/** Types a whole value as one paste: a dozen keystrokes per field would slow the suite. */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Answers the next POST (or PUT to `path`) with `status` and `reply`; `sent.body` is the body. */
export function replyToSave(
  method: 'post' | 'put',
  path: string,
  status: number,
  reply: object | string,
) {
  const sent: { body: Record<string, unknown> | null } = { body: null };
  nock(API)
    [method](path, (body) => {
      sent.body = body;
      return true;
    })
    .delay(20)
    .reply(status, reply, typeof reply === 'string' ? {} : JSON_HEADERS);
  return sent;
}
