import { expect, test } from '@playwright/test';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation');

test('a super admin sees every menu entry once a tenant is selected', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await expect(nav(page).getByRole('link', { name: 'Admin Users' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Batches' })).toHaveCount(0);

  await selectTenant(page, 'Globex');
  for (const entry of [
    'Batches',
    'Users',
    'Reports',
    'Logs',
    'Support Tickets',
    'Contacts',
    'Contact',
    'OAuth',
  ]) {
    await expect(nav(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(nav(page).getByText('Globex')).toBeVisible();
});

test("a client admin sees only Dashboard and Tenants with their own tenant's pages", async ({
  page,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  // Their own tenant's Dashboard is a client admin's home (issue 27).
  await expect(page).toHaveURL('/');
  await expect(nav(page).getByText('Acme Corporation')).toBeVisible();
  for (const entry of ['Users', 'Reports', 'Logs', 'Support Tickets', 'Contacts']) {
    await expect(nav(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  for (const hidden of ['Admin Users', 'Batches', 'Contact', 'OAuth']) {
    await expect(nav(page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await page.goto('/tenants/batches');
  await expect(page).toHaveURL('/tenants');
});
