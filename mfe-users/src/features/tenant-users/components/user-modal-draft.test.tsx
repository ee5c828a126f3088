import type { CurrentUser } from '@bizcard/shared/model';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { ACME } from '@bizcard/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, JSON_HEADERS, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import { ADA, field, fill, openCreate, openEdit } from './user-modal-test-utils';

setUpApi();

const RESTORED = 'Your unsaved changes were restored';

let admin: CurrentUser;
beforeEach(() => {
  sessionStorage.clear();
  admin = useSessionStore.getState().user!;
});

/** A logout in another tab or an expiry ends the session under the open modal. */
function sessionEndsUnder(view: { unmount: () => void }) {
  act(() => useSessionStore.getState().endSession());
  view.unmount();
}

function signInAgain(who: CurrentUser = admin) {
  useSessionStore.setState({ status: 'authenticated', user: who, ended: null });
  useSelectedTenantStore.setState({ selectedTenant: ACME });
}

describe('Create / Edit User: unsaved input when the session ends', () => {
  it('opens Edit User again after the same admin signs in, with the edit and the message, and saves it', async () => {
    const view = await renderWithUsers([ADA]);
    await fill(field(await openEdit(), 'Title'), 'Countess');
    sessionEndsUnder(view);
    expect(
      sessionStorage.getItem(`bizcard:draft:tenant-user:-:${admin.id}:${ACME.id}:${ADA.id}`),
    ).toContain('Countess');

    signInAgain();
    nock(API).get(`${usersPath()}/${ADA.id}`).reply(200, ADA);
    await renderWithUsers([ADA]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(await within(dialog).findByText(RESTORED)).toBeInTheDocument();
    expect(field(dialog, 'Title')).toHaveValue('Countess');
    expect(field(dialog, /^First name/)).toHaveValue('Ada');
    expect(sessionStorage.length).toBe(0);

    let sent: Record<string, unknown> = {};
    nock(API)
      .put(`${usersPath()}/${ADA.id}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { ...ADA, title: 'Countess' }, JSON_HEADERS);
    nock(API)
      .get(usersPath())
      .reply(200, { users: [ADA] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ first_name: 'Ada', title: 'Countess' });
    expect(sessionStorage.length).toBe(0);
  });

  it('opens Create User again with what was typed', async () => {
    const view = await renderWithUsers([ADA]);
    await fill(field(await openCreate(), /^First name/), 'Grace');
    sessionEndsUnder(view);

    signInAgain();
    await renderWithUsers([ADA]);
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    expect(within(dialog).getByText(RESTORED)).toBeInTheDocument();
    expect(field(dialog, /^First name/)).toHaveValue('Grace');
    expect(field(dialog, 'Role')).toHaveValue('User');
  });

  it('keeps nothing when the modal has no unsaved input', async () => {
    const view = await renderWithUsers([ADA]);
    await openEdit();
    sessionEndsUnder(view);
    expect(sessionStorage.length).toBe(0);

    signInAgain();
    await renderWithUsers([ADA]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never shows the input to another admin signing in on the same browser', async () => {
    const view = await renderWithUsers([ADA]);
    await fill(field(await openEdit(), 'Title'), 'Countess');
    sessionEndsUnder(view);

    signInAgain({ ...admin, id: 'admin-2', email: 'other@example.com' });
    await renderWithUsers([ADA]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
