import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  JSON_HEADERS,
  makeUser,
  namesShown,
  renderWithUsers,
  replyWithUsers,
  setUpApi,
  usersPath,
} from '../test-utils';
import { ADA, openEdit } from './user-modal-test-utils';

setUpApi();

const BOB = makeUser(8, { first_name: 'Bob', last_name: 'Builder', email: 'bob@acme.example' });
const QUESTION =
  'Are you sure you want to delete Ada Lovelace (ada@acme.example)? Their card will stop working and this cannot be undone.';

async function openRowDelete(name = 'Ada Lovelace') {
  await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  return screen.findByRole('alertdialog', { name: 'Delete User' });
}

describe('deleting one user', () => {
  it('asks first, naming the person, with focus on Cancel: Enter keeps them and sends nothing', async () => {
    const remove = nock(API).delete(`${usersPath()}/${ADA.id}`).reply(200, { deleted: 1 });
    await renderWithUsers([ADA, BOB]);

    const dialog = await openRowDelete();

    expect(dialog).toHaveTextContent(QUESTION);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toHaveFocus();
    expect(remove.isDone()).toBe(false);
  });

  it("deletes on confirm from the row, says 'User deleted successfully!' and reloads the list", async () => {
    const remove = nock(API)
      .delete(`${usersPath()}/${ADA.id}`)
      .reply(200, { deleted: 1 }, JSON_HEADERS);
    await renderWithUsers([ADA, BOB]);
    const dialog = await openRowDelete();
    replyWithUsers([BOB]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(remove.isDone()).toBe(true);
    await waitFor(() => expect(namesShown()).toEqual(['Bob Builder']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the confirmation and keeps the row", async () => {
    nock(API)
      .delete(`${usersPath()}/${ADA.id}`)
      .reply(404, { message: 'User not found' }, JSON_HEADERS);
    await renderWithUsers([ADA, BOB]);
    const dialog = await openRowDelete();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: User not found');
    expect(namesShown()).toEqual(['Ada Lovelace', 'Bob Builder']);
  });

  it('Edit User has Delete: its confirmation opens over the form, and Cancel goes back to the form', async () => {
    const remove = nock(API).delete(`${usersPath()}/${ADA.id}`).reply(200, { deleted: 1 });
    await renderWithUsers([ADA, BOB]);
    const edit = await openEdit();

    await userEvent.click(within(edit).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent(QUESTION);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(edit).getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(remove.isDone()).toBe(false);
  });

  it('Edit User Delete confirmed closes both dialogs, shows the toast and reloads', async () => {
    nock(API).delete(`${usersPath()}/${ADA.id}`).reply(200, { deleted: 1 }, JSON_HEADERS);
    await renderWithUsers([ADA, BOB]);
    const edit = await openEdit();
    await userEvent.click(within(edit).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    replyWithUsers([BOB]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(namesShown()).toEqual(['Bob Builder']));
  });
});
