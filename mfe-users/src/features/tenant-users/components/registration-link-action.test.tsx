import { ACME } from '@bizcard/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, JSON_HEADERS, renderWithUsers, setUpApi, usersPath } from '../test-utils';
import { ADA, openEdit } from './user-modal-test-utils';

setUpApi();

const USER_MANAGED = ACME;
const ORGANIZATION_MANAGED = { ...ACME, tenant_type: 'organization_managed' as const };
const LINK = 'http://localhost:8080/self-serve/register?tenant_id=t&user_id=u&token=tok';

function clipboard() {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('Registration link in Edit User', () => {
  it("copies a fresh link for a user who has not registered and says 'Registration link copied to clipboard!'", async () => {
    const user = { ...ADA, registered: false };
    await renderWithUsers([user], USER_MANAGED);
    const dialog = await openEdit(user);
    const writeText = clipboard();
    nock(API)
      .post(`${usersPath(USER_MANAGED)}/${ADA.id}/registration-link`)
      .reply(200, { url: LINK, expires_at: '2026-12-01T00:00:00.000Z' }, JSON_HEADERS);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registration link' }));

    expect(await screen.findByText('Registration link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it("shows the server's refusal instead of copying", async () => {
    const user = { ...ADA, registered: false };
    await renderWithUsers([user], USER_MANAGED);
    const dialog = await openEdit(user);
    const writeText = clipboard();
    nock(API)
      .post(`${usersPath(USER_MANAGED)}/${ADA.id}/registration-link`)
      .reply(409, { message: 'This user has already registered' }, JSON_HEADERS);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Registration link' }));

    expect(await screen.findByText('This user has already registered')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it.each([
    ['a registered user', { ...ADA, registered: true }, USER_MANAGED],
    [
      'a user of a tenant that is not user managed',
      { ...ADA, registered: false },
      ORGANIZATION_MANAGED,
    ],
  ])('is not offered for %s', async (_label, user, tenant) => {
    await renderWithUsers([user], tenant);
    const dialog = await openEdit(user);
    expect(within(dialog).queryByRole('button', { name: 'Registration link' })).toBeNull();
  });
});
