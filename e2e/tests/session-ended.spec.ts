import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { CLIENT_ADMIN, END_USER, SUPER_ADMIN } from '../support/accounts';
import { latestMailedLink, mailedLinks } from '../support/outbox';
import { signInWithPassword, submitAdminSignIn, submitSelfServeSignIn } from '../support/sign-in';

const SHELL = 'http://localhost:8080';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Resets an admin's password (to the same one, so other journeys keep signing in) from
 * another browser, which ends every session the admin has open.
 */
async function resetPasswordElsewhere(
  browser: Browser,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  await page.goto(`${SHELL}/login`);
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Email').fill(account.email);
  const earlier = await mailedLinks(request, account.email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('Password reset link sent to your email')).toBeVisible();

  await page.goto(
    await latestMailedLink(request, account.email, '/forgot-password', { except: earlier }),
  );
  await page.getByLabel('New Password').fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/Password has been reset/)).toBeVisible();
  await elsewhere.close();
}

const selectedTenantInStorage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('selectedTenant'));

test('an admin whose password was reset elsewhere is sent to /login on the next click and comes back to Tenant Users', async ({
  page,
  browser,
  request,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await page.goto('/tenants/users');
  const tenantHeading = page.getByRole('heading', { level: 1, name: 'Acme Corporation' });
  await expect(tenantHeading).toBeVisible();
  // Only what a reload needs to show the selection, never the tenant's database settings.
  expect(JSON.parse((await selectedTenantInStorage(page)) ?? '{}')).toEqual({
    id: expect.any(String),
    name: 'Acme Corporation',
    tenant_type: expect.any(String),
  });

  await resetPasswordElsewhere(browser, request, CLIENT_ADMIN);
  await page.getByRole('button', { name: 'Download CSV Template' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page.getByText(/Unauthorized: 401/)).toHaveCount(0);
  expect(await selectedTenantInStorage(page)).toBeNull();

  await submitAdminSignIn(page, CLIENT_ADMIN);
  await expect(page).toHaveURL('/tenants/users');
  await expect(tenantHeading).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('postLoginRedirect'))).toBeNull();
});

test('an admin who logs out in another tab is sent to /login with the message and comes back after signing in', async ({
  page,
  context,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await otherTab.getByRole('button', { name: 'Logout' }).click();
  await expect(otherTab).toHaveURL('/login');
  await expect(otherTab.getByText(SESSION_ENDED)).toHaveCount(0);

  await expect(page).toHaveURL('/login');
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await submitAdminSignIn(page, SUPER_ADMIN);
  await expect(page).toHaveURL('/tenants/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
});

test('an end user on /self-serve whose session ends is sent to the self-serve login of their tenant and comes back', async ({
  page,
  context,
}) => {
  await page.goto('/self-serve-login');
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(/\/self-serve\?tenant_id=[0-9a-f-]+$/);
  const profileUrl = page.url();
  const tenantId = new URL(profileUrl).searchParams.get('tenant_id');

  // The end user signs out in another tab: an end user gets no admin frame, so that tab is
  // their profile page, whose Logout sends this call.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab).toHaveURL(profileUrl);
  expect((await otherTab.request.post('/api/auth/logout')).ok()).toBe(true);
  await otherTab.close();

  // The person comes back to the first tab, which asks the API whether it is still signed in.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(`/self-serve-login?tenant_id=${tenantId}`);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
});

test('a signed-out visit to a deep link returns there after sign-in', async ({ page }) => {
  await page.goto('/tenants/users');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

  await submitAdminSignIn(page, CLIENT_ADMIN);
  await expect(page).toHaveURL('/tenants/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corporation' })).toBeVisible();
});
