import { ACME, GLOBEX } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  ADMIN_USERS_URL,
  API,
  GRACE,
  openDialog,
  replyWithTenants,
  rowOf,
  useNockedApi,
} from '../test-utils';

useNockedApi();

const errorTexts = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('[id$="-error"]')).map((node) => node.textContent);

describe('Edit Admin User modal', () => {
  async function openEdit() {
    replyWithTenants();
    const dialog = await openDialog('Edit', GRACE.email);
    expect(dialog).toHaveAccessibleName('Edit Admin User');
    await within(dialog).findByRole('option', { name: 'Globex' });
    return dialog;
  }

  it('fills in the admin and has no password field', async () => {
    const dialog = await openEdit();

    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Grace');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(GRACE.email);
    expect(within(dialog).getByLabelText(/^Role/)).toHaveValue('clientAdmin');
    expect(within(dialog).getByLabelText(/^Tenant/)).toHaveValue(ACME.id);
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('shows the same messages in field order, without the password', async () => {
    const dialog = await openEdit();
    for (const label of [/^First Name/, /^Last Name/, /^Email/]) {
      await userEvent.clear(within(dialog).getByLabelText(label));
    }
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), '');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tenant/), '');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(errorTexts(dialog)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Role is required',
      'Tenant is required',
    ]);
  });

  it("saves the changes, updates the row and shows 'Admin user updated successfully!'", async () => {
    const dialog = await openEdit();
    let sent: unknown;
    nock(API)
      .put(`${ADMIN_USERS_URL}/${GRACE.id}`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, { ...GRACE, last_name: 'Brewster', tenant_id: GLOBEX.id, tenant_name: 'Globex' });

    await userEvent.clear(within(dialog).getByLabelText(/^Last Name/));
    await userEvent.type(within(dialog).getByLabelText(/^Last Name/), 'Brewster');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tenant/), GLOBEX.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Admin user updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      first_name: 'Grace',
      last_name: 'Brewster',
      email: GRACE.email,
      role: 'clientAdmin',
      tenant_id: GLOBEX.id,
    });
    const row = rowOf(GRACE.email);
    expect(within(row).getByText('Grace Brewster')).toBeInTheDocument();
    expect(within(row).getByText('Globex')).toBeInTheDocument();
  });

  it("keeps an existing 'Admin' role selectable", async () => {
    replyWithTenants();
    const dialog = await openDialog('Edit', 'avery@globex.example');

    expect(within(dialog).getByLabelText(/^Role/)).toHaveValue('admin');
    expect(within(dialog).getByRole('option', { name: 'Admin' })).toBeInTheDocument();
  });

  it('closes an unchanged form on Escape without asking, focus back on Edit', async () => {
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(GRACE.email)).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });
});
