import { type Browser, expect, type Page, test } from '@playwright/test';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

const PASSWORD = 'e2e-client-pass-1';

/** Signs the new admin in from a browser of their own, as a separate person would. */
async function signInElsewhere(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, { email, password: PASSWORD });
  return page;
}

test('a super admin adds, edits and deletes a client admin, whose open session then ends', async ({
  page,
  browser,
}) => {
  const email = `e2e-admin-${Date.now()}@example.com`;
  await signInWithPassword(page, SUPER_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Admin Users' }).click();
  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('cell', { name: SUPER_ADMIN.email })).toBeVisible();

  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const add = page.getByRole('dialog', { name: 'Add Admin User' });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  await expect(add.getByText('Password is required')).toBeVisible();
  await add.getByLabel(/^First Name/).fill('Erin');
  await add.getByLabel(/^Last Name/).fill('Endtoend');
  await add.getByLabel(/^Email/).fill(email);
  await add.getByLabel(/^Role/).selectOption({ label: 'Client Admin' });
  await add.getByLabel(/^Tenant/).selectOption({ label: 'Initech' });
  await add.getByLabel(/^Password/).fill(PASSWORD);
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Admin user created successfully!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Client Admin');
  await expect(row).toContainText('Initech');

  const admin = await signInElsewhere(browser, email);
  await expect(admin).toHaveURL('/');
  await admin.goto('/tenants');
  await expect(admin.getByRole('article')).toHaveCount(1);
  await expect(admin.getByRole('article', { name: 'Initech' })).toBeVisible();

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Admin User' });
  await expect(edit.getByLabel(/^Password/)).toHaveCount(0);
  await edit.getByLabel(/^Last Name/).fill('Edited');
  await edit.getByLabel(/^Tenant/).selectOption({ label: 'Globex' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Admin user updated successfully!')).toBeVisible();
  await expect(row).toContainText('Erin Edited');
  await expect(row).toContainText('Globex');
  await admin.reload();
  await expect(admin.getByRole('article', { name: 'Globex' })).toBeVisible();
  await expect(admin.getByRole('article')).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Admin User' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Admin user deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await admin.reload();
  await expect(admin).toHaveURL(/\/login$/);
  await admin.context().close();
});

test('a super admin cannot delete their own account', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/users');
  const ownRow = page.getByRole('row').filter({ hasText: SUPER_ADMIN.email });
  await expect(ownRow.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The page offers no Delete; the API still refuses one sent another way.
  const { adminUsers } = await (await page.request.get('/api/management/admin-users')).json();
  const self = adminUsers.find((user: { email: string }) => user.email === SUPER_ADMIN.email);
  const response = await page.request.delete(`/api/management/admin-users/${self.id}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(409);
  expect((await response.json()).message).toMatch(
    /^(The last super admin cannot be deleted|You cannot delete your own account)$/,
  );
  await page.reload();
  await expect(page.getByRole('cell', { name: SUPER_ADMIN.email })).toBeVisible();
});

test('a client admin cannot reach /users, and the API refuses them', async ({ page }) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await page.goto('/users');
  await expect(page).toHaveURL('/tenants');
  await expect(page.getByRole('heading', { name: 'Admin Users' })).toHaveCount(0);
  const response = await page.request.get('/api/management/admin-users');
  expect(response.status()).toBe(403);
});
