import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
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

const okta = makeToken(2, { name: 'Okta' });
const revokedOkta = { ...okta, revoked_at: '2026-11-05T12:00:00.000Z' };

const openRevoke = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Okta' }));
  return screen.getByRole('alertdialog', { name: 'Revoke Token' });
};

describe('Revoking a SCIM token', () => {
  it('asks first, naming the token, and Cancel revokes nothing', async () => {
    await renderProvisioning(tokenList([okta]));

    const dialog = await openRevoke();
    expect(dialog).toHaveTextContent(
      'Are you sure you want to revoke the token Okta? Your identity provider can no longer provision people with it. This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('revokes on Revoke, says so, and lists the token as revoked', async () => {
    await renderProvisioning(tokenList([okta, makeToken(1)]));
    const revoked = nock(API)
      .delete(`${TOKENS_PATH}/token-2`)
      .reply(200, { success: true, token: revokedOkta }, JSON_HEADERS);
    replyWithTokens(tokenList([revokedOkta, makeToken(1)]));

    await userEvent.click(within(await openRevoke()).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Token Okta revoked.')).toBeInTheDocument();
    expect(revoked.isDone()).toBe(true);
    expect(await screen.findByText(/^Revoked /)).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Revoke Okta' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the revoke is refused", async () => {
    await renderProvisioning(tokenList([okta]));
    nock(API)
      .delete(`${TOKENS_PATH}/token-2`)
      .reply(404, { message: 'SCIM token not found' }, JSON_HEADERS);

    const dialog = await openRevoke();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await within(dialog).findByText('Error: SCIM token not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });
});
