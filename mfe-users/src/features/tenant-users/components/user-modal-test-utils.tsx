// Helpers shared by the Create User and Edit User tests.

import { ACME } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, makeUser, usersPath } from '../test-utils';

export const ADA = makeUser(7, {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@acme.example',
  role: 'Manager',
  phone_cell: '+1 555 0102',
  x_twitter: 'https://x.com/ada',
  addresses: [
    {
      type: 'office',
      street: '1 Main St',
      city: 'London',
      state: 'LDN',
      zipCode: 'N1',
      country: 'UK',
    },
  ],
  embedded_url: 'http://localhost:8080/c/ada-lovelace',
});

export async function openCreate() {
  await userEvent.click(screen.getByRole('button', { name: 'New User' }));
  return screen.findByRole('dialog', { name: 'Create User' });
}

export async function openEdit(user = ADA) {
  nock(API).get(`${usersPath()}/${user.id}`).reply(200, user);
  // The card template field (decision 056): a tenant with no stored template shows none.
  nock(API)
    .get(`/api/management/contactPage/templates/${ACME.id}/list`)
    .optionally()
    .reply(200, { success: true, templates: [] });
  nock(API)
    .get(`/api/management/contactPage/templates/${ACME.id}/people/${user.id}`)
    .optionally()
    .reply(200, { success: true, template_id: null, used: null });
  await userEvent.click(
    screen.getByRole('button', { name: `Edit ${user.first_name} ${user.last_name}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  await within(dialog).findByLabelText(/^First name/);
  return dialog;
}

export const field = (dialog: HTMLElement, label: RegExp | string) =>
  within(dialog).getByLabelText(label);
export const addressBlocks = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('group', { name: /^Address \d/ });

export function expectBlankForm(dialog: HTMLElement) {
  for (const label of [
    /^First name/,
    /^Last name/,
    /^Email/,
    'Pronouns',
    'Work phone',
    'Website',
  ]) {
    expect(field(dialog, label)).toHaveValue('');
  }
  expect(field(dialog, 'Role')).toHaveValue('User');
  const blocks = addressBlocks(dialog);
  expect(blocks).toHaveLength(2);
  expect(within(blocks[0]).getByLabelText('Type')).toHaveValue('home');
  expect(within(blocks[1]).getByLabelText('Type')).toHaveValue('office');
  for (const block of blocks) expect(within(block).getByLabelText('Country')).toHaveValue('USA');
}

/** Types a whole value as one paste: a dozen keystrokes per field would slow the suite. */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
