import type { AdminUser } from '@bizcard/shared/model';
import { ACME, GLOBEX } from '@bizcard/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  ADMIN_USERS_URL,
  API,
  JSON_HEADERS,
  openDialog,
  replyWithTenants,
  rowOf,
  useNockedApi,
} from '../test-utils';

useNockedApi();
// Typing a whole form takes seconds on a busy 2-core machine, as in the draft tests.
jest.setTimeout(20_000);

const PRIYA: AdminUser = {
  id: 'a0000000-0000-4000-8000-000000000009',
  first_name: 'Priya',
  last_name: 'Raman',
  email: 'priya@acme.example',
  role: 'clientAdmin',
  tenant_id: ACME.id,
  tenant_name: ACME.name,
  created_at: '2024-04-01T12:00:00.000Z',
};

async function openAdd() {
  replyWithTenants();
  const dialog = await openDialog('Add Admin User');
  expect(dialog).toHaveAccessibleName('Add Admin User');
  await within(dialog).findByRole('option', { name: 'Acme Corporation' });
  return dialog;
}

async function fillClientAdmin(dialog: HTMLElement) {
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await userEvent.type(field(/^First Name/), 'Priya');
  await userEvent.type(field(/^Last Name/), 'Raman');
  await userEvent.type(field(/^Email/), 'Priya@Acme.example');
  await userEvent.selectOptions(field(/^Role/), 'clientAdmin');
  await userEvent.selectOptions(field(/^Tenant/), ACME.id);
  await userEvent.type(field(/^Password/), 'priya-pass-123');
}

const errorTexts = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('[id$="-error"]')).map((node) => node.textContent);

describe('Add Admin User modal', () => {
  it('offers the tenants from the tenant list, by name, and the two roles', async () => {
    const dialog = await openAdd();

    const options = (label: RegExp) =>
      within(within(dialog).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(/^Tenant/)).toEqual(['Select tenant', 'Acme Corporation', 'Globex']);
    expect(options(/^Role/)).toEqual(['Select role', 'Super Admin', 'Client Admin']);
  });

  it('shows the spec §5 messages in field order without calling the API', async () => {
    const dialog = await openAdd();
    const create = nock(API).post(ADMIN_USERS_URL).reply(201, PRIYA);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(errorTexts(dialog)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Role is required',
      'Tenant is required',
      'Password is required',
    ]);
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveFocus();
    expect(create.isDone()).toBe(false);
  });

  it('checks the email format and the password length', async () => {
    const dialog = await openAdd();
    await fillClientAdmin(dialog);
    await userEvent.clear(within(dialog).getByLabelText(/^Email/));
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'short');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(errorTexts(dialog)).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters long',
    ]);
  });

  it("choosing Super Admin clears and disables the tenant with the hint 'Super Admins are not assigned to specific tenants'", async () => {
    const dialog = await openAdd();
    const tenant = within(dialog).getByLabelText(/^Tenant/);
    await userEvent.selectOptions(tenant, GLOBEX.id);

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'superAdmin');

    expect(tenant).toHaveValue('');
    expect(tenant).toBeDisabled();
    expect(tenant).toHaveAccessibleDescription('Super Admins are not assigned to specific tenants');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).queryByText('Tenant is required')).not.toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'clientAdmin');
    expect(tenant).toBeEnabled();
    expect(within(dialog).queryByText(/not assigned to specific tenants/)).not.toBeInTheDocument();
  });

  it("after an empty Create, choosing Super Admin takes 'Role is required' and 'Tenant is required' away", async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'superAdmin');

    expect(errorTexts(dialog)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]);
    expect(within(dialog).getByLabelText(/^Role/)).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByLabelText(/^Tenant/)).toHaveAccessibleDescription(
      'Super Admins are not assigned to specific tenants',
    );
    expect(within(dialog).getByLabelText(/^Role/)).toHaveFocus();
  });

  it("creates a client admin, adds the row and shows 'Admin user created successfully!'", async () => {
    const dialog = await openAdd();
    let sent: unknown;
    nock(API)
      .post(ADMIN_USERS_URL, (body) => {
        sent = body;
        return true;
      })
      .reply(201, PRIYA);

    await fillClientAdmin(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Admin user created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual({
      first_name: 'Priya',
      last_name: 'Raman',
      email: 'priya@acme.example',
      role: 'clientAdmin',
      tenant_id: ACME.id,
      password: 'priya-pass-123',
    });
    expect(within(rowOf(PRIYA.email)).getByText('Acme Corporation')).toBeInTheDocument();
  });

  it('sends a super admin without a tenant', async () => {
    const dialog = await openAdd();
    let sent: Record<string, unknown> = {};
    nock(API)
      .post(ADMIN_USERS_URL, (body) => {
        sent = body;
        return true;
      })
      .reply(201, { ...PRIYA, role: 'superAdmin', tenant_id: null, tenant_name: null });

    await fillClientAdmin(dialog);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'superAdmin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByText('Admin user created successfully!');
    expect(sent.role).toBe('superAdmin');
    expect(sent.tenant_id).toBeNull();
  });

  it('clears the toast after 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const dialog = await openAdd();
      nock(API).post(ADMIN_USERS_URL).reply(201, PRIYA);
      await fillClientAdmin(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Admin user created successfully!')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Admin user created successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Admin user created successfully!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the form and shows the server's refusal in a red 'Error:' banner", async () => {
    const dialog = await openAdd();
    nock(API)
      .post(ADMIN_USERS_URL)
      .reply(409, { message: 'An admin user with this email already exists' }, JSON_HEADERS);

    await fillClientAdmin(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error: An admin user with this email already exists');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Priya');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.queryByText('Admin user created successfully!')).not.toBeInTheDocument();
  });

  it('says so when the tenant choices cannot be loaded', async () => {
    nock(API)
      .get('/api/management/tenants')
      .query(true)
      .reply(500, { message: 'Database unavailable' }, JSON_HEADERS);
    const dialog = await openDialog('Add Admin User');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: could not load tenants: Database unavailable',
    );
  });

  it('closes on Cancel without saving', async () => {
    const dialog = await openAdd();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Priya Raman')).not.toBeInTheDocument();
  });

  it('starts at First Name and asks before Escape throws away what was typed', async () => {
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveFocus();

    await userEvent.keyboard('Pri{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Pri');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Admin User' })).toHaveFocus();
  });
});
