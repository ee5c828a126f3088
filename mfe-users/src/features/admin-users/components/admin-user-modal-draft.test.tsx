import type { CurrentUser } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { ADMIN_USER_MESSAGES } from '../messages';
import {
  ADMIN_USERS_URL,
  API,
  GRACE,
  openDialog,
  renderAdminUsers,
  replyWithAdminUsers,
  replyWithTenants,
  useNockedApi,
} from '../test-utils';

useNockedApi();
jest.setTimeout(20_000);

const RESTORED = 'Your unsaved changes were restored';

const SUPER: CurrentUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'super@example.com',
  first_name: 'Dana',
  last_name: 'Whitfield',
  role: 'superAdmin',
  tenant_id: null,
  tenant: null,
  stytch_member_id: null,
  isSuperAdmin: true,
  isClientAdmin: false,
};

const signIn = (who: CurrentUser = SUPER) =>
  useSessionStore.setState({ status: 'authenticated', user: who, ended: null });

beforeEach(() => {
  sessionStorage.clear();
  signIn();
});

/** A logout in another tab or an expiry ends the session under the open modal. */
async function typeThenSessionEnds(
  button: string,
  email: string | undefined,
  typing: () => Promise<void>,
) {
  replyWithTenants();
  await openDialog(button, email);
  await typing();
  act(() => useSessionStore.getState().endSession());
}

async function reopenAfterSignIn(who: CurrentUser = SUPER) {
  cleanup();
  signIn(who);
  replyWithAdminUsers();
  replyWithTenants();
  renderAdminUsers();
  await screen.findByRole('table');
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('Add / Edit Admin User: unsaved input when the session ends', () => {
  it('opens Edit Admin User again after the same admin signs in, with the edit and the message, and saves it', async () => {
    await typeThenSessionEnds('Edit', GRACE.email, async () => {
      const dialog = screen.getByRole('dialog');
      await userEvent.clear(field(dialog, /^Last Name/));
      await userEvent.paste('Murray Hopper');
    });

    await reopenAfterSignIn();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin User' });
    expect(within(dialog).getByText(RESTORED)).toBeInTheDocument();
    expect(field(dialog, /^Last Name/)).toHaveValue('Murray Hopper');
    expect(sessionStorage.length).toBe(0);

    let sent: Record<string, unknown> = {};
    nock(API)
      .put(`${ADMIN_USERS_URL}/${GRACE.id}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { ...GRACE, last_name: 'Murray Hopper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toMatchObject({ last_name: 'Murray Hopper' });
  });

  it('opens Add Admin User again with what was typed, but never the password', async () => {
    await typeThenSessionEnds('Add Admin User', undefined, async () => {
      const dialog = screen.getByRole('dialog');
      await userEvent.click(field(dialog, /^First Name/));
      await userEvent.paste('Priya');
      await userEvent.click(field(dialog, /^Password/));
      await userEvent.paste('priya-pass-123');
    });
    const kept = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key));
    expect(kept.join()).toContain('Priya');
    expect(kept.join()).not.toContain('priya-pass-123');

    await reopenAfterSignIn();
    const dialog = await screen.findByRole('dialog', { name: 'Add Admin User' });
    expect(within(dialog).getByText(RESTORED)).toBeInTheDocument();
    expect(field(dialog, /^First Name/)).toHaveValue('Priya');
    expect(field(dialog, /^Password/)).toHaveValue('');
  });

  it('never shows the input to another admin signing in on the same browser', async () => {
    await typeThenSessionEnds('Edit', GRACE.email, async () => {
      const dialog = screen.getByRole('dialog');
      await userEvent.clear(field(dialog, /^Last Name/));
      await userEvent.paste('Murray Hopper');
    });

    await reopenAfterSignIn({ ...SUPER, id: 'someone-else' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    nock.cleanAll();
  });
});
