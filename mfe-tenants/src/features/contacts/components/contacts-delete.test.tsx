import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  CONTACTS_PATH,
  contactPage,
  JSON_HEADERS,
  makeContact,
  renderContacts,
  replyWithContacts,
  rowsOf,
  setUpApi,
} from '../test-utils';

setUpApi();

const ada = makeContact(2, { name: 'Ada Lovelace', email: 'ada@example.com' });

const openDelete = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
  return screen.getByRole('alertdialog', { name: 'Delete Contact' });
};

describe('Deleting a contact', () => {
  it('asks first, naming the contact and the card owner, and Cancel deletes nothing', async () => {
    await renderContacts(contactPage([ada, makeContact(1)]));

    const dialog = await openDelete();
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the contact Ada Lovelace (ada@example.com), sent to Olivia Owner? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(nock.pendingMocks()).toEqual([]);
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(2);
  });

  it('deletes on Delete, says so, and shows the list without it', async () => {
    await renderContacts(contactPage([ada, makeContact(1)]));
    const deleted = nock(API)
      .delete(`${CONTACTS_PATH}/contact-2`)
      .reply(200, { success: true, deleted: 1 }, JSON_HEADERS);
    replyWithContacts(contactPage([makeContact(1)]));

    const dialog = await openDelete();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Contact Ada Lovelace deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
    expect(deleted.isDone()).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes back a page when the last contact of a later page is deleted', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeContact(100 - i));
    await renderContacts(contactPage(first, 21));
    replyWithContacts(contactPage([ada], 21, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    nock(API).delete(`${CONTACTS_PATH}/contact-2`).reply(200, { success: true, deleted: 1 });
    const back = replyWithContacts(contactPage(first, 20));

    await userEvent.click(within(await openDelete()).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(back.isDone()).toBe(true);
  });

  it("keeps the dialog open with the server's message when the delete is refused", async () => {
    await renderContacts(contactPage([ada]));
    nock(API)
      .delete(`${CONTACTS_PATH}/contact-2`)
      .reply(404, { message: 'Contact not found' }, JSON_HEADERS);

    const dialog = await openDelete();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Error: Contact not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
