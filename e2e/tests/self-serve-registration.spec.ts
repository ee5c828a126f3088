import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { latestMailedLink } from '../support/outbox';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// An admin hands a not-yet-registered end user of Globex (user managed) a registration link;
// the person registers once, gets a password link by email, and sees their card.
test('an admin copies a registration link, the person registers once and is mailed a password link', async ({
  browser,
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const firstEmail = `registrant-${stamp}@example.com`;
  const chosenEmail = `registered-${stamp}@example.com`;

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await page.goto('/tenants/users');
  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel(/^First name/).fill('Rita');
  await create.getByLabel(/^Last name/).fill(`Register ${stamp}`);
  await create.getByLabel(/^Email/).fill(firstEmail);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();

  await page.getByLabel('Search users').fill(stamp);
  await page.getByRole('button', { name: `Edit Rita Register ${stamp}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Registration link' }).click();
  await expect(page.getByText('Registration link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/self-serve/register');

  // The person opens it signed out, in a browser of their own.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'Registry Information' })).toBeVisible();
  await expect(person.getByLabel('First name')).toHaveValue('Rita');
  await person.getByLabel(/^Email/).fill(chosenEmail);
  await person.getByLabel(/^Confirm email/).fill(chosenEmail);
  await person.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(person).toHaveURL(/\/registration-success$/);
  await expect(person.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible();
  await expect(person.getByText(/\/c\//)).toBeVisible();
  await expect(person.getByRole('button', { name: 'View My Card' })).toBeEnabled();

  const passwordLink = await latestMailedLink(page.request, chosenEmail, '/forgot-password');
  expect(new URL(passwordLink).searchParams.get('token')).toBeTruthy();

  // Single use: the same link now says so and registers nobody.
  await person.goto(link);
  await expect(person.getByText(/registration link is invalid/)).toBeVisible();
  await expect(person.getByRole('button', { name: 'Complete Registration' })).toBeDisabled();
  await theirs.close();
});

test('a registration page without tenant_id and user_id says Invalid Access', async ({ page }) => {
  await page.goto('/self-serve/register');
  await expect(page.getByText(/^Invalid Access: This page requires valid tenant_id/)).toBeVisible();
});
