import { expect, test } from '@playwright/test';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

test('a selected tenant survives a reload and clearing removes it', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Initech');
  await page.reload();
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Initech')).toBeVisible();

  await nav.getByRole('button', { name: 'Clear selected tenant' }).click();
  await expect(nav.getByText('Initech')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByText('Initech')).toHaveCount(0);
});

test('tenant details show every field with the database password masked', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  await page
    .getByRole('article')
    .filter({ hasText: 'Acme Corporation' })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(page).toHaveURL(/\/tenant\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Acme Corporation' })).toBeVisible();
  for (const label of [
    'Tenant ID',
    'Database Host',
    'Database Name',
    'Database Port',
    'Database Username',
    'Database Password',
    'Database Secret ARN',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('••••••••')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/tenants');
});

test("a client admin opening another tenant's details is refused", async ({ page, request }) => {
  const login = await request.post('/api/auth/login/password', { data: SUPER_ADMIN });
  expect(login.ok()).toBe(true);
  const { tenants } = await (await request.get('/api/management/tenants')).json();
  const globex = tenants.find((tenant: { name: string }) => tenant.name === 'Globex');

  await signInWithPassword(page, CLIENT_ADMIN);
  await page.goto(`/tenant/${globex.id}`);
  await expect(
    page.getByText('Access denied: You can only view your own tenant details.'),
  ).toBeVisible();
});

test('New Tenant validates its fields and creates the tenant', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  await page.getByRole('button', { name: 'New Tenant' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Tenant type is required')).toBeVisible();

  const name = `Umbrella ${Date.now()}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Email/).fill('it@umbrella.example');
  await dialog.getByLabel(/^Tenant Type/).selectOption('user_managed');
  await dialog.getByLabel(/^Country/).fill('USA');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
});
