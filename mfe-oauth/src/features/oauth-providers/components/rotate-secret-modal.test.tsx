import { makeOAuthConfig } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  DIRECTORY,
  fill,
  GOOGLE,
  PROVIDERS_PATH,
  renderWithProviders,
  replyToSave,
  replyWithProviders,
  rowOf,
  setUpApi,
} from '../test-utils';

setUpApi();

const ENTRA = makeOAuthConfig({
  id: 'c0000000-0000-4000-8000-000000000003',
  provider_name: 'azure',
  providerName: 'azure',
  display_name: 'Acme Entra',
  oauth_tenant_id: 'acme-directory',
  secret_id: 'old-secret-id',
});

const rotatedReply = (message: string, config = GOOGLE) => ({
  success: true,
  message,
  checked: true,
  data: { ...config, secretRotatedAt: new Date().toISOString() },
});

async function openRotate(displayName: string) {
  await userEvent.click(within(rowOf(displayName)).getByRole('button', { name: 'Rotate Keys' }));
  return screen.findByRole('dialog', { name: 'Rotate Keys' });
}

describe('Rotate Keys', () => {
  test('sends the new client secret, closes, shows the API message and reloads the list', async () => {
    await renderWithProviders();
    const dialog = await openRotate('Acme Google');
    expect(
      within(dialog).getByText(
        'New credentials for Acme Google (Google). The current secret stays in use until the new one is saved.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Secret ID/)).not.toBeInTheDocument();
    const message = 'New client secret saved: Acme Google accepted it.';
    const sent = replyToSave(
      'post',
      `${PROVIDERS_PATH}/google/rotate-secret`,
      200,
      rotatedReply(message),
    );
    const reloaded = replyWithProviders();

    await fill(within(dialog).getByLabelText(/^Client Secret/), 'the-new-google-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent.body).toEqual({ client_secret: 'the-new-google-secret' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(reloaded.isDone()).toBe(true));
  });

  test('asks Microsoft Entra for its new Secret ID as well, and sends both', async () => {
    await renderWithProviders([ENTRA]);
    const dialog = await openRotate('Acme Entra');
    const sent = replyToSave(
      'post',
      `${PROVIDERS_PATH}/azure/rotate-secret`,
      200,
      rotatedReply('New client secret saved: Acme Entra accepted it.', ENTRA),
    );
    replyWithProviders([ENTRA]);

    await fill(within(dialog).getByLabelText(/^Secret ID/), 'new-secret-id');
    await fill(within(dialog).getByLabelText(/^Client Secret/), 'new-entra-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.body).toEqual({ secret_id: 'new-secret-id', client_secret: 'new-entra-secret' });
  });

  test("shows 'Secret ID is required' beside the field, and sends nothing, when it is blank", async () => {
    await renderWithProviders([ENTRA]);
    const dialog = await openRotate('Acme Entra');
    const rotation = nock(API).post(`${PROVIDERS_PATH}/azure/rotate-secret`).reply(200, {});

    await fill(within(dialog).getByLabelText(/^Client Secret/), 'new-entra-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));

    const secretId = within(dialog).getByLabelText(/^Secret ID/);
    expect(within(dialog).getByText('Secret ID is required')).toBeInTheDocument();
    expect(secretId).toHaveAttribute('aria-invalid', 'true');
    expect(secretId).toHaveFocus();
    expect(rotation.isDone()).toBe(false);
    nock.cleanAll();
  });

  test("shows 'Client Secret is required' and sends nothing for a blank secret", async () => {
    await renderWithProviders();
    const dialog = await openRotate('Acme Directory');
    const rotation = nock(API).post(`${PROVIDERS_PATH}/oidc/rotate-secret`).reply(200, {});

    await fill(within(dialog).getByLabelText(/^Client Secret/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));

    expect(within(dialog).getByText('Client Secret is required')).toBeInTheDocument();
    expect(rotation.isDone()).toBe(false);
    nock.cleanAll();
  });

  test("keeps the dialog open with the provider's refusal when the API answers 422", async () => {
    await renderWithProviders([DIRECTORY]);
    const dialog = await openRotate('Acme Directory');
    const refusal =
      'Acme Directory refused the new client secret. The current secret is still in use.';
    replyToSave('post', `${PROVIDERS_PATH}/oidc/rotate-secret`, 422, { message: refusal });

    await fill(within(dialog).getByLabelText(/^Client Secret/), 'a-mistyped-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('button', { name: 'Rotate Secret' })).toBeEnabled();
  });

  test("shows 'Failed to rotate the client secret' when the API gives no message", async () => {
    await renderWithProviders([DIRECTORY]);
    const dialog = await openRotate('Acme Directory');
    replyToSave('post', `${PROVIDERS_PATH}/oidc/rotate-secret`, 500, 'Internal error');

    await fill(within(dialog).getByLabelText(/^Client Secret/), 'a-new-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to rotate the client secret',
    );
  });

  test('Cancel closes the dialog without sending anything', async () => {
    await renderWithProviders([GOOGLE]);
    const dialog = await openRotate('Acme Google');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
