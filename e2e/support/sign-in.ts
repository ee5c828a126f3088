import { expect, type Page } from '@playwright/test';

type Account = { email: string; password: string };

/** Fills and sends the Password tab of the /login page the browser is on. */
export async function submitAdminSignIn(page: Page, account: Account) {
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signInWithPassword(page: Page, account: Account) {
  await page.goto('/login');
  await submitAdminSignIn(page, account);
  // Logout is in the header, or on a phone behind the initials' account button.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(Logout$|Account: )/ }),
  ).toBeVisible();
}

/** Fills and sends the self-serve login page the browser is on. */
export async function submitSelfServeSignIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function selectTenant(page: Page, name: string) {
  await page.goto('/tenants');
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(card.getByRole('button', { name: /Selected/ })).toBeVisible();
}
