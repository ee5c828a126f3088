import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import {
  BASE_URL,
  fakeClipboard,
  makeToken,
  renderProvisioning,
  replyWithTokens,
  rowsOf,
  setUpApi,
  tokenList,
} from '../test-utils';
import { ProvisioningPage } from './provisioning-page';

setUpApi();

describe('Provisioning page', () => {
  it('shows the SCIM base URL and every token with who made it, its last use and whether it is revoked', async () => {
    const call = await renderProvisioning(
      tokenList([
        makeToken(3, { name: 'Okta', last_used_at: '2026-11-02T10:00:00.000Z' }),
        makeToken(2, { name: 'Entra ID', created_by: null }),
        makeToken(1, { name: 'Old', revoked_at: '2026-11-03T10:00:00.000Z' }),
      ]),
    );

    expect(call.isDone()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Provisioning' })).toBeInTheDocument();
    expect(screen.getByLabelText('SCIM base URL')).toHaveValue(BASE_URL);
    const rows = rowsOf(screen.getByRole('table', { name: 'SCIM tokens, newest first' }));
    expect(rows.map((cells) => [cells[0], cells[2]])).toEqual([
      ['Okta', 'client@example.com'],
      ['Entra ID', '—'],
      ['Old', 'client@example.com'],
    ]);
    expect(rows[0]?.[3]).not.toBe('Never');
    expect(rows[1]?.[3]).toBe('Never');
    expect(rows.map((cells) => cells[4]?.startsWith('Revoked'))).toEqual([false, false, true]);
    expect(screen.getByRole('button', { name: 'Revoke Okta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Old' })).not.toBeInTheDocument();
  });

  it("copies the base URL and says 'SCIM base URL copied to clipboard!'", async () => {
    await renderProvisioning();
    const writeText = fakeClipboard();

    await userEvent.click(screen.getByRole('button', { name: 'Copy SCIM base URL' }));

    expect(writeText).toHaveBeenCalledWith(BASE_URL);
    expect(await screen.findByText('SCIM base URL copied to clipboard!')).toBeInTheDocument();
  });

  it("says 'Failed to copy to clipboard' when the browser refuses", async () => {
    await renderProvisioning();
    fakeClipboard().mockRejectedValue(new Error('denied'));

    await userEvent.click(screen.getByRole('button', { name: 'Copy SCIM base URL' }));

    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });

  it('says how to start when the tenant has no token yet', async () => {
    await renderProvisioning(tokenList([]));
    expect(
      screen.getByText(
        'No tokens yet. Make one with New token and give it to your identity provider.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the tokens fail to load', async () => {
    replyWithTokens(undefined, 500);
    renderPage(<ProvisioningPage />);
    expect(await screen.findByText(/Failed to load SCIM tokens/)).toBeInTheDocument();

    replyWithTokens(tokenList([makeToken(1, { name: 'Okta' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Okta')).toBeInTheDocument();
  });

  it('asks for a tenant first when none is selected', async () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderPage(<ProvisioningPage />);
    expect(screen.getByText('Please select a tenant to set up provisioning.')).toBeInTheDocument();
  });
});
