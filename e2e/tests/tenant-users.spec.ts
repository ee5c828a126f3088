import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { SUPER_ADMIN } from '../support/accounts';
import { SHELL_ORIGIN as SHELL } from '../support/origins';
import { selectTenant, signInWithPassword } from '../support/sign-in';

interface CreatedUser {
  id: string;
  embedded_url: string;
  qr_code: string;
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** A tenant of this test's own, so its user counts do not depend on any other test. */
async function createTenant(request: APIRequestContext, label: string) {
  const name = `${label} ${Date.now()}`;
  const response = await request.post('/api/management/tenants', {
    data: { name, email: 'it@e2e.example', tenant_type: 'user_managed', country: 'USA' },
    headers: { origin: SHELL },
  });
  expect(response.ok()).toBe(true);
  const tenant = (await response.json()) as { id: string; name: string };
  return tenant;
}

async function openTenantUsers(page: Page, label: string) {
  await signInWithPassword(page, SUPER_ADMIN);
  const tenant = await createTenant(page.request, label);
  await selectTenant(page, tenant.name);
  await page.goto('/tenants/users');
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  return tenant;
}

const userRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('creates a user, edits them and copies their embedded URL', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL });
  const tenant = await openTenantUsers(page, 'Users Journey');
  await expect(page.getByText(`No users found for ${tenant.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByText('First name is required')).toBeVisible();
  await create.getByLabel(/^First name/).fill('Grace');
  await create.getByLabel(/^Last name/).fill('Hopper');
  await create.getByLabel(/^Email/).fill('grace@e2e.example');
  await create.getByLabel('Title').fill('Rear Admiral');
  await create.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/grace');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create).toHaveCount(0);
  await expect(userRow(page, 'Grace Hopper')).toContainText('grace@e2e.example');
  await expect(page.getByText('Showing 1-1 of 1 users')).toBeVisible();

  await userRow(page, 'Grace Hopper').getByRole('button', { name: 'Edit Grace Hopper' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Title')).toHaveValue('Rear Admiral');
  await edit.getByLabel(/^Last name/).fill('Murray Hopper');
  await edit.getByLabel('Role').selectOption('Manager');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(userRow(page, 'Grace Murray Hopper')).toContainText('Manager');

  await page.getByRole('button', { name: 'Edit Grace Murray Hopper' }).click();
  const embedded = edit.getByRole('textbox', { name: 'Embedded URL' });
  await expect(embedded).toHaveValue(/\/c\/.+/);
  const cardUrl = await embedded.inputValue();
  await edit.getByRole('button', { name: 'Copy Embedded URL' }).click();
  await expect(page.getByText('Embedded URL copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cardUrl);
  await expect(page.getByText('Embedded URL copied to clipboard!')).toHaveCount(0, {
    timeout: 4000,
  });
});

test('downloads the template and uploads 50 users made from it', async ({ page }) => {
  const tenant = await openTenantUsers(page, 'CSV Journey & Co');
  const safeName = tenant.name.replace(/[^a-zA-Z0-9]/g, '_');

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV Template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe(`user-template-${safeName}-${today()}.csv`);
  await expect(page.getByText('CSV template download completed!')).toBeVisible();
  const header = (await readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '');
  const columns = header.split(/\r?\n/)[0].split(',');
  expect(columns).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email']));

  const rows = Array.from({ length: 50 }, (_, i) =>
    columns
      .map((column) =>
        column === 'first_name'
          ? `Bulk${i + 1}`
          : column === 'last_name'
            ? 'Upload'
            : column === 'email'
              ? `bulk${i + 1}@e2e.example`
              : '',
      )
      .join(','),
  );
  await page.getByTestId('csv-file-input').setInputFiles({
    name: 'fifty-users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${columns.join(',')}\n${rows.join('\n')}\n`),
  });
  await expect(
    page.getByText('CSV uploaded successfully! 50 users created, 0 users updated.'),
  ).toBeVisible();
  await expect(page.getByText('Showing 1-10 of 50 users')).toBeVisible();
  await expect(page.locator('table tbody tr')).toHaveCount(10);

  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download User CSV' }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe(`users-${safeName}-${today()}.csv`);
  const exportedLines = (await readFile(await exported.path(), 'utf8')).trim().split(/\r?\n/);
  expect(exportedLines).toHaveLength(51);
});

test("opens 'View Card', adds the contact and decodes the QR code to the card", async ({
  page,
}) => {
  const tenant = await openTenantUsers(page, 'Card Journey');
  const created = await page.request.post(`/api/management/users/${tenant.id}`, {
    data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@e2e.example', title: 'Analyst' },
    headers: { origin: SHELL },
  });
  expect(created.ok()).toBe(true);
  const user = (await created.json()) as CreatedUser;
  await page.reload();

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Columns' });
  await chooser.getByLabel('Business Card').check();
  await chooser.getByLabel('QR Code').check();
  await chooser.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(chooser).toHaveCount(0);

  const row = userRow(page, 'Ada Lovelace');
  const [card] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('link', { name: 'View Card' }).click(),
  ]);
  await expect(card).toHaveURL(user.embedded_url);
  await expect(card.getByText('Ada Lovelace').first()).toBeVisible();

  const [vcard] = await Promise.all([
    card.waitForEvent('download'),
    card.getByRole('link', { name: 'Add to Contacts' }).click(),
  ]);
  const lines = (await readFile(await vcard.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCARD');
  expect(lines[1]).toBe('VERSION:3.0');
  expect(lines).toContain('FN:Ada Lovelace');
  expect(lines.at(-1)).toBe('END:VCARD');

  const qr = row.getByRole('img', { name: 'QR code for Ada Lovelace' });
  await expect(qr).toHaveAttribute('loading', 'lazy');
  const png = PNG.sync.read(await (await page.request.get((await qr.getAttribute('src'))!)).body());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  // The printed code says it was scanned, so Reports can count scans apart from visits.
  expect(decoded?.data).toBe(`${user.embedded_url}?src=qr`);
});
