import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, JSON_HEADERS, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import {
  ADA,
  addressBlocks,
  expectBlankForm,
  field,
  fill,
  openCreate,
  openEdit,
} from './user-modal-test-utils';

setUpApi();

describe('Edit User', () => {
  it('loads the user, fills the form and shows the read-only embedded URL', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();

    expect(field(dialog, /^First name/)).toHaveValue('Ada');
    expect(field(dialog, /^Email/)).toHaveValue('ada@acme.example');
    expect(field(dialog, 'Role')).toHaveValue('Manager');
    expect(field(dialog, 'Cell phone')).toHaveValue('+1 555 0102');
    expect(field(dialog, 'X (Twitter)')).toHaveValue('https://x.com/ada');
    expect(addressBlocks(dialog)).toHaveLength(1);
    const embedded = field(dialog, 'Embedded URL');
    expect(embedded).toHaveValue('http://localhost:8080/c/ada-lovelace');
    expect(embedded).toHaveAttribute('readonly');
  });

  it("shows 'Failed to load user details' when the user cannot be loaded", async () => {
    await renderWithUsers([ADA]);
    nock(API)
      .get(`${usersPath()}/${ADA.id}`)
      .reply(404, { message: 'User not found' }, JSON_HEADERS);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load user details',
    );
    expect(within(dialog).queryByLabelText(/^First name/)).not.toBeInTheDocument();
    const [closeIcon, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeIcon).toHaveTextContent('×');
    await userEvent.click(closeButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves with PUT, closes, says so and refreshes the list', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();
    let sent: Record<string, unknown> = {};
    nock(API)
      .put(`${usersPath()}/${ADA.id}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { ...ADA, title: 'Countess' }, JSON_HEADERS);
    nock(API)
      .get(usersPath())
      .reply(200, { users: [{ ...ADA, first_name: 'Augusta' }] });

    await fill(field(dialog, 'Title'), 'Countess');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      first_name: 'Ada',
      title: 'Countess',
      phone_cell: '+1 555 0102',
      x_twitter: 'https://x.com/ada',
      stytch_org_id: 'organization-live-acme',
    });
    expect(await screen.findByText('Augusta Lovelace')).toBeInTheDocument();
  });

  it("copies the embedded URL and says 'Embedded URL copied to clipboard!' for 2 seconds", async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Embedded URL' }));

      expect(await screen.findByText('Embedded URL copied to clipboard!')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('http://localhost:8080/c/ada-lovelace');
      act(() => jest.advanceTimersByTime(1800));
      expect(screen.getByText('Embedded URL copied to clipboard!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByText('Embedded URL copied to clipboard!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'Failed to copy to clipboard' when the browser refuses", async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Embedded URL' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard');
  });

  it('Cancel resets the form: New User afterwards starts blank with role User and two addresses', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expectBlankForm(await openCreate());
  });

  it('closes with Escape', async () => {
    await renderWithUsers([ADA]);
    await openEdit();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to First name once the details load, and back to Edit on close', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();

    expect(field(dialog, /^First name/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toHaveFocus();
  });

  it('asks before Escape discards an edit, and keeps it on Keep Editing', async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit();

    await userEvent.keyboard(' B.{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));

    expect(field(dialog, /^First name/)).toHaveValue('Ada B.');
    expect(field(dialog, /^First name/)).toHaveFocus();
  });
});
