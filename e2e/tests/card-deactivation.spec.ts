import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

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
  const user = (await created.json()) as { embedded_url: string };
  await selectTenant(page, name);
  await page.goto('/tenants/users');
  return user;
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
