import { expect, type Page } from '@playwright/test';

export async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

export async function selectTenant(page: Page, name: string) {
  await page.goto('/tenants');
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(card.getByRole('button', { name: /Selected/ })).toBeVisible();
}
