import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { VISIBLE_COLUMNS_KEY } from '../hooks/use-visible-columns';
import { API, JSON_HEADERS, makeUser, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import { ADA, openEdit } from './user-modal-test-utils';

setUpApi();

describe('deactivating an end user', () => {
  it("the 'Active' switch is on, and turning it off sends active: false", async () => {
    await renderWithUsers([ADA]);
    const dialog = await openEdit(ADA);
    let sent: Record<string, unknown> = {};
    nock(API)
      .put(`${usersPath()}/${ADA.id}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { ...ADA, active: false }, JSON_HEADERS);
    nock(API)
      .get(usersPath())
      .reply(200, { users: [{ ...ADA, active: false }] });

    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    expect(active).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText(/updated|saved/i);
    expect(sent.active).toBe(false);
  });

  it("the Active column says 'Active' or 'Inactive'", async () => {
    localStorage.setItem(VISIBLE_COLUMNS_KEY, JSON.stringify(['name', 'active']));
    await renderWithUsers([makeUser(1), makeUser(2, { active: false })]);

    expect(screen.getByRole('columnheader', { name: /Active/ })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Inactive')).toBeInTheDocument();
  });
});
