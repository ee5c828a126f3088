import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { latestMailedLink } from '../support/outbox';
import { selectTenant, signInWithPassword, submitSelfServeSignIn } from '../support/sign-in';

const SHELL = 'http://localhost:8080';
// The smallest valid PNG: one transparent pixel.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function tenantWithUser(page: Page, request: APIRequestContext) {
  await signInWithPassword(page, SUPER_ADMIN);
  const name = `Card Gone ${Date.now()}`;
  const tenant = await request.post('/api/management/tenants', {
    data: { name, email: 'it@e2e.example', tenant_type: 'user_managed', country: 'USA' },
    headers: { origin: SHELL },
  });
  const { id } = (await tenant.json()) as { id: string };
  const created = await request.post(`/api/management/users/${id}`, {
    data: { first_name: 'Dana', last_name: 'Dormant', email: 'dana@e2e.example' },
    headers: { origin: SHELL },
  });
  const user = (await created.json()) as { embedded_url: string; id: string; tenant_id: string };
  await selectTenant(page, name);
  await page.goto('/tenants/users');
  return user;
}

const DANA = { email: 'dana@e2e.example', password: 'dana-dormant-pass-1' };
const DEACTIVATED = 'Your card has been deactivated. Please contact your administrator.';

/** Dana registers with her link and sets her password from the mail, as she would. */
async function giveDanaAPassword(
  request: APIRequestContext,
  user: { id: string; tenant_id: string },
) {
  const headers = { origin: SHELL };
  const issued = await request.post(
    `/api/management/users/${user.tenant_id}/${user.id}/registration-link`,
    { data: {}, headers },
  );
  const token = new URL(((await issued.json()) as { url: string }).url).searchParams.get('token');
  const registered = await request.put('/api/registration/self-serve/user-info', {
    data: { token, tenant_id: user.tenant_id, user_id: user.id, email: DANA.email },
    headers,
  });
  expect(registered.status()).toBe(200);
  const link = await latestMailedLink(request, DANA.email, '/forgot-password');
  const reset = await request.post('/api/auth/reset-password', {
    data: { token: new URL(link).searchParams.get('token'), password: DANA.password },
    headers,
  });
  expect(reset.status()).toBe(200);
}

test('deactivating a user takes their card down with 410, reactivating brings it back', async ({
  page,
}) => {
  const user = await tenantWithUser(page, page.request);
  const editDana = () => page.getByRole('button', { name: 'Edit Dana Dormant' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });

  await editDana();
  await expect(edit.getByRole('switch', { name: 'Active' })).toBeChecked();
  await edit.getByRole('switch', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);

  const gone = await page.request.get(user.embedded_url);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain('This card is no longer available');

  await editDana();
  await edit.getByRole('switch', { name: 'Active' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  expect((await page.request.get(user.embedded_url)).status()).toBe(200);
});

test("a photo uploaded in Edit User shows on the user's card", async ({ page }) => {
  const user = await tenantWithUser(page, page.request);
  await page.getByRole('button', { name: 'Edit Dana Dormant' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByText('PNG, JPG up to 5MB')).toBeVisible();

  await edit
    .getByLabel('Photo')
    .setInputFiles({ name: 'dana.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  const photo = edit.getByRole('img', { name: 'Photo of the user' });
  await expect(photo).toBeVisible();
  const src = new URL((await photo.getAttribute('src')) ?? '').pathname;
  expect(await (await page.request.get(user.embedded_url)).text()).toContain(`src="${src}"`);

  await edit.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photo).toHaveCount(0);
});

test('deactivating a user ends their open session and their sign-in says why; reactivating lets them back in', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, a registration and two edits: more than the default 30 s.
  test.setTimeout(90_000);
  const user = await tenantWithUser(page, page.request);
  await giveDanaAPassword(page.request, user);
  const dana = await (await browser.newContext()).newPage();
  const signInPage = `/self-serve-login?tenant_id=${user.tenant_id}`;
  await dana.goto(signInPage);
  await submitSelfServeSignIn(dana, DANA);
  const profile = dana.getByRole('heading', { name: 'Update Your Information' });
  await expect(profile).toBeVisible();

  const setActive = async (on: boolean) => {
    await page.getByRole('button', { name: 'Edit Dana Dormant' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('switch', { name: 'Active' }).setChecked(on);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
  };
  await setActive(false);
  expect((await dana.request.get('/api/self-serve/user-info')).status()).toBe(401);
  await dana.goto(signInPage);
  await submitSelfServeSignIn(dana, DANA);
  await expect(dana.getByText(DEACTIVATED, { exact: true })).toBeVisible();

  await setActive(true);
  await submitSelfServeSignIn(dana, DANA);
  await expect(profile).toBeVisible();
  expect((await page.request.get(user.embedded_url)).status()).toBe(200);
  await dana.context().close();
});
