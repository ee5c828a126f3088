import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

const figureOf = (page: Page, label: string) =>
  page.getByRole('heading', { name: label, level: 2 }).locator('xpath=following-sibling::p[1]');

test("a super admin's Dashboard counts every tenant and lists the latest changes across them", async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  const tenantCards = page.getByRole('main').getByRole('article');
  await expect(tenantCards.first()).toBeVisible();
  const tenantCount = await tenantCards.count();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/');
  await expect(figureOf(page, 'Total Tenants')).toHaveText(String(tenantCount));
  await expect(figureOf(page, 'Card Views (30 days)')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('table', { name: 'Card views per day' })).toBeAttached();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View all logs' }).click();
  await expect(page).toHaveURL('/tenants/logs');
});

test("a client admin starts on their own tenant's Dashboard, also reached from the menu", async ({
  page,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await expect(page).toHaveURL('/');
  await page.goto('/tenants');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Acme Corporation at a glance.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Tenants' })).toHaveCount(0);
  await expect(figureOf(page, 'Active Cards')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('heading', { name: 'Contact Saves (30 days)' })).toBeVisible();
  await expectAccessible(page);
});
