import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEV_ACCOUNTS, DEV_CLIENT } from '../../scripts/oidc-dev-provider/provider.mjs';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// Initech (identity provider) signs its people in through its directory: the loopback OpenID
// Connect provider that playwright.config.ts starts on :9400.
const ISSUER = 'http://127.0.0.1:9400';
const [PETER] = DEV_ACCOUNTS;
const PETER_EMAIL = PETER!.claims.email;

test.describe.configure({ mode: 'serial' });

/** Removes an Initech OIDC configuration left by an earlier try, through the API. */
async function removeInitechSso(request: APIRequestContext) {
  await request.post('/api/auth/login/password', { data: SUPER_ADMIN });
  const { tenants } = await (await request.get('/api/management/tenants')).json();
  const initech = tenants.find((tenant: { name: string }) => tenant.name === 'Initech');
  await request.delete(`/api/management/oauth-providers/${initech.id}/oidc`);
  await request.post('/api/auth/logout');
}

async function setDirectoryClaims(request: APIRequestContext, claims: Record<string, string>) {
  const response = await request.put(`${ISSUER}/dev/accounts/${PETER!.sub}`, { data: claims });
  expect(response.ok()).toBe(true);
}

/** From the self-serve login, through the directory's sign-in page, back to the product. */
async function signInWithSso(page: Page) {
  await page.goto('/self-serve-login');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByLabel('Work email').fill(PETER_EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  // A second sign-in may pass straight through: the directory remembers the person.
  await page.waitForURL(
    (url) =>
      url.origin === ISSUER ||
      url.pathname === '/self-serve/card' ||
      url.pathname === '/sso/failed',
  );
  if (new URL(page.url()).origin === ISSUER) {
    await page.getByLabel('Password').fill(PETER!.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

test('a super admin configures OIDC for Initech; a person signs in through it and gets a card that follows the directory', async ({
  page,
  request,
}) => {
  await removeInitechSso(request);
  await setDirectoryClaims(request, {
    job_title: 'Software Engineer',
    phone_number: '+1 512 555 0147',
  });

  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Initech');
  await page.goto('/tenants/oauth');
  await page.getByRole('button', { name: 'Add new OAuth' }).click();
  await page.getByLabel('OAuth Provider').selectOption('oidc');
  await page.getByLabel('Display Name').fill('Initech Directory');
  await page.getByLabel('Issuer URL').fill(ISSUER);
  await page.getByLabel('Client ID').fill(DEV_CLIENT.id);
  await page.getByLabel('Client Secret').fill(DEV_CLIENT.secret);
  await expect(
    page.getByText('http://localhost:8080/api/auth/oidc/callback').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('OAuth configuration saved successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Initech Directory' });
  await expect(row).toContainText('Active');
  await expect(page.getByText(DEV_CLIENT.secret)).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithSso(page);
  await expect(page).toHaveURL('/self-serve/card');
  await expect(page.getByRole('heading', { name: 'Your card', exact: true })).toBeVisible();
  await expect(page.getByText('Software Engineer')).toBeVisible();
  await expect(page.getByText('+1 512 555 0147')).toBeVisible();
  const cardUrl = await page.getByRole('link', { name: /\/c\// }).first().getAttribute('href');
  expect(cardUrl).toBeTruthy();
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();

  await setDirectoryClaims(request, { job_title: 'Team Lead' });
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInWithSso(page);
  await expect(page).toHaveURL('/self-serve/card');
  await expect(page.getByText('Team Lead')).toBeVisible();
  const card = await request.get(cardUrl!);
  expect(await card.text()).toContain('Team Lead');
});

test('a sign-in whose state was altered on the way is refused, with a way to try again', async ({
  page,
}) => {
  // The state the directory hands back is no longer the one this browser's sign-in holds.
  await page.route(`${ISSUER}/auth?*`, (route) => {
    const altered = new URL(route.request().url());
    altered.searchParams.set('state', `${altered.searchParams.get('state')}-altered`);
    return route.continue({ url: altered.href });
  });
  await signInWithSso(page);
  await expect(page).toHaveURL(/\/sso\/failed\?reason=state/);
  await expect(
    page.getByRole('heading', { name: 'This sign-in could not be verified' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/self-serve-login/);
});
