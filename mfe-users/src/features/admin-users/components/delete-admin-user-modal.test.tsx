import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  ADMIN_USERS_URL,
  API,
  DANA,
  GRACE,
  JSON_HEADERS,
  openDialog,
  rowOf,
  useNockedApi,
} from '../test-utils';

useNockedApi();

describe('Delete Admin User confirmation', () => {
  it('names the admin and deletes nothing on Cancel', async () => {
    const remove = nock(API).delete(`${ADMIN_USERS_URL}/${GRACE.id}`).reply(200, {});
    const dialog = await openDialog('Delete', GRACE.email);

    expect(dialog).toHaveAccessibleName('Delete Admin User');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete Grace Hopper (grace@acme.example)? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowOf(GRACE.email)).toBeInTheDocument();
    expect(remove.isDone()).toBe(false);
  });

  it("deletes on confirm, removes the row and shows 'Admin user deleted successfully!' for 3 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      nock(API)
        .delete(`${ADMIN_USERS_URL}/${GRACE.id}`)
        .reply(200, { message: 'Admin user deleted successfully' }, JSON_HEADERS);
      const dialog = await openDialog('Delete', GRACE.email);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Admin user deleted successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByText(GRACE.email)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3100));
      expect(screen.queryByText('Admin user deleted successfully!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's refusal in a red 'Error:' banner and keeps the row", async () => {
    nock(API)
      .delete(`${ADMIN_USERS_URL}/${DANA.id}`)
      .reply(409, { message: 'You cannot delete your own account' }, JSON_HEADERS);
    const dialog = await openDialog('Delete', DANA.email);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: You cannot delete your own account',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(rowOf(DANA.email)).toBeInTheDocument();
    expect(screen.queryByText('Admin user deleted successfully!')).not.toBeInTheDocument();
  });

  it('opens with Cancel focused: Enter keeps the admin and focus goes back to their Delete', async () => {
    const remove = nock(API).delete(`${ADMIN_USERS_URL}/${GRACE.id}`).reply(200, {});
    const dialog = await openDialog('Delete', GRACE.email);

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(rowOf(GRACE.email)).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(remove.isDone()).toBe(false);
  });
});
