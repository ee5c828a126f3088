import { expect, test } from '@playwright/test';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { latestMailedLink, mailedLinks } from '../support/outbox';
import { signInWithPassword } from '../support/sign-in';

test('a super admin signs in with a password and lands on the dashboard', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // In the header: the dashboard's recent activity may name them too, once per sign-in.
  const header = page.getByRole('banner');
  await expect(header.getByText(SUPER_ADMIN.email)).toBeVisible();
  await expect(header.getByText('Super Admin', { exact: true })).toBeVisible();
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a client admin signs in with a magic link from the outbox', async ({ page, request }) => {
  // Links mailed to this admin by earlier journeys are used already: skip them.
  const earlier = await mailedLinks(request, CLIENT_ADMIN.email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(CLIENT_ADMIN.email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Magic link sent! Check your email to continue.')).toBeVisible();

  const link = await latestMailedLink(request, CLIENT_ADMIN.email, '/auth/callback', {
    except: earlier,
  });
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // In the header: the Dashboard's recent activity may name the same address.
  const header = page.getByRole('banner');
  await expect(header.getByText(CLIENT_ADMIN.email)).toBeVisible();
  await expect(header.getByText('Client Admin', { exact: true })).toBeVisible();

  // The link is single use.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('Authentication Failed')).toBeVisible();
});

test('logout ends the session and returns to the login page', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/tenants');
  await expect(page).toHaveURL('/login');
});

test('a signed-out visit to /tenants lands on /login', async ({ page }) => {
  await page.goto('/tenants');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('tab', { name: 'Magic Link' })).toBeVisible();
});

test('a signed-in visit to /login lands on /', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});
