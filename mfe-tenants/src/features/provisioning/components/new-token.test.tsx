import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  BASE_URL,
  fakeClipboard,
  JSON_HEADERS,
  makeToken,
  renderProvisioning,
  replyWithTokens,
  rowsOf,
  setUpApi,
  TOKENS_PATH,
  tokenList,
} from '../test-utils';

setUpApi();

const SECRET = 'scim_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const openNewToken = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'New token' }));
  return screen.getByRole('dialog', { name: 'New SCIM token' });
};

describe('Making a SCIM token', () => {
  it('sends nothing while the name is empty and says it is required', async () => {
    await renderProvisioning(tokenList([]));
    const dialog = await openNewToken();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('shows the token once with Copy and the warning, then lists it without its secret', async () => {
    await renderProvisioning(tokenList([]));
    const okta = makeToken(1, { name: 'Okta production' });
    const created = nock(API)
      .post(TOKENS_PATH, { name: 'Okta production' })
      .reply(
        201,
        { success: true, scim_base_url: BASE_URL, token: okta, secret: SECRET },
        JSON_HEADERS,
      );
    replyWithTokens(tokenList([okta]));

    const dialog = await openNewToken();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Okta production');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your SCIM token' });
    expect(created.isDone()).toBe(true);
    expect(within(shown).getByLabelText('SCIM token')).toHaveValue(SECRET);
    expect(shown).toHaveTextContent(
      'Copy this token now and store it in your identity provider. It will not be shown again.',
    );
    expect(within(shown).getByLabelText('SCIM base URL')).toHaveValue(BASE_URL);
    const writeText = fakeClipboard();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy SCIM token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('SCIM token copied to clipboard!')).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))[0]?.[0]).toBe('Okta production'));
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it("keeps the form with the server's message when the token is refused", async () => {
    await renderProvisioning(tokenList([]));
    nock(API).post(TOKENS_PATH).reply(403, { message: 'Access denied' }, JSON_HEADERS);

    const dialog = await openNewToken();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Okta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(await within(dialog).findByText('Access denied')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create token' })).toBeEnabled();
  });
});
