import { type APIRequestContext, expect, test } from '@playwright/test';
import { END_USER } from '../support/accounts';
import { latestMailedLink, mailedLinks } from '../support/outbox';
import { submitSelfServeSignIn } from '../support/sign-in';

const SELF_SERVE = 'http://localhost:8085';

/** The demo end user's tenant (Globex, user managed), as the API reports it at sign-in. */
async function endUserTenantId(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SELF_SERVE}/api/auth/self-serve-login`, {
    data: END_USER,
  });
  expect(response.ok()).toBe(true);
  const { tenant_id } = (await response.json()) as { tenant_id: string };
  await request.post(`${SELF_SERVE}/api/auth/logout`);
  return tenant_id;
}

/** Sets the end user's password back through the API, so other journeys keep signing in. */
async function restoreEndUserPassword(request: APIRequestContext) {
  const earlier = await mailedLinks(request, END_USER.email);
  await request.post(`${SELF_SERVE}/api/auth/self-serve-forget-password`, {
    data: { email: END_USER.email },
  });
  const link = new URL(
    await latestMailedLink(request, END_USER.email, '/forgot-password', { except: earlier }),
  );
  const reset = await request.post(`${SELF_SERVE}/api/auth/reset-password`, {
    data: { token: link.searchParams.get('token'), password: END_USER.password },
  });
  expect(reset.ok()).toBe(true);
}

test('signed out, /self on the standalone app goes to its self-serve login and back to the profile', async ({
  page,
  request,
}) => {
  const tenantId = await endUserTenantId(request);
  await page.goto(`${SELF_SERVE}/self?tenant_id=${tenantId}`);
  await expect(page).toHaveURL(`${SELF_SERVE}/self-serve-login?tenant_id=${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toHaveCount(0);

  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(`${SELF_SERVE}/self-serve?tenant_id=${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
});

test('signed in, the standalone app keeps its signed-out pages closed and opens /self', async ({
  page,
  request,
}) => {
  const tenantId = await endUserTenantId(request);
  const profile = `${SELF_SERVE}/self-serve?tenant_id=${tenantId}`;
  await page.goto(`${SELF_SERVE}/self-serve-login?tenant_id=${tenantId}`);
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(profile);

  await page.goto(`${SELF_SERVE}/self-serve-login?tenant_id=${tenantId}`);
  await expect(page).toHaveURL(profile);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);

  await page.goto(`${SELF_SERVE}/forgot-password?token=unused`);
  await expect(page).toHaveURL(profile);

  await page.goto(`${SELF_SERVE}/self?tenant_id=${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
  await expect(page).toHaveURL(`${SELF_SERVE}/self?tenant_id=${tenantId}`);
});

test('a reset asked for on the standalone app is mailed as a link that works there', async ({
  page,
  request,
}) => {
  const tenantId = await endUserTenantId(request);
  const newPassword = 'standalone-reset-pass';
  await page.goto(`${SELF_SERVE}/self-serve-login?tenant_id=${tenantId}`);
  await page.getByLabel('Email').fill(END_USER.email);
  const earlier = await mailedLinks(request, END_USER.email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();

  const link = await latestMailedLink(request, END_USER.email, '/forgot-password', {
    except: earlier,
  });
  expect(link.startsWith(`${SELF_SERVE}/forgot-password?`)).toBe(true);
  try {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/Password has been reset/)).toBeVisible();

    // Spec §4: three seconds later, the self-serve login of the link's tenant.
    await expect(page).toHaveURL(`${SELF_SERVE}/self-serve-login?tenant_id=${tenantId}`);
    await submitSelfServeSignIn(page, { email: END_USER.email, password: newPassword });
    await expect(page).toHaveURL(`${SELF_SERVE}/self-serve?tenant_id=${tenantId}`);
    await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
  } finally {
    await restoreEndUserPassword(request);
  }
});
