import { expect, test } from '@playwright/test';
import { CLIENT_ADMIN } from '../support/accounts';
import { signInWithPassword, submitAdminSignIn } from '../support/sign-in';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const RESTORED = 'Your unsaved changes were restored';

test('an admin whose session ends in another tab while editing a user finds Edit User open again with the edit after signing in', async ({
  page,
  context,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await page.goto('/tenants/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corporation' })).toBeVisible();
  const editButton = page.getByRole('button', { name: /^Edit / }).first();
  const editLabel = await editButton.getAttribute('aria-label');
  await editButton.click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  // Different per run, so a value kept from an earlier run proves nothing.
  const edited = `Draft Officer ${Date.now() % 100_000}`;
  await title.fill(edited);

  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await otherTab.getByRole('button', { name: 'Logout' }).click();
  await expect(otherTab).toHaveURL('/login');
  await otherTab.close();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await submitAdminSignIn(page, CLIENT_ADMIN);
  await expect(page).toHaveURL('/tenants/users');
  await expect(dialog.getByText(RESTORED)).toBeVisible();
  await expect(title).toHaveValue(edited);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: editLabel ?? '' }).click();
  await expect(title).toHaveValue(edited);
  await expect(dialog.getByText(RESTORED)).toHaveCount(0);
});
