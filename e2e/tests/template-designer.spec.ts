import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const SHELL = 'http://localhost:8080';
const OCEAN_PRIMARY = '#0369A1';
const CUSTOM_ACCENT = '#ff8800';

/** A 200 × 80 PNG logo, made here so the test needs no fixture file. */
function logoPng(): Buffer {
  const png = new PNG({ width: 200, height: 80 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([3, 105, 161, 255], i);
  return PNG.sync.write(png);
}

async function createTenantWithUser(request: APIRequestContext) {
  const name = `Template Journey ${Date.now()}`;
  const tenantResponse = await request.post('/api/management/tenants', {
    data: { name, email: 'it@e2e.example', tenant_type: 'user_managed', country: 'USA' },
    headers: { origin: SHELL },
  });
  expect(tenantResponse.ok()).toBe(true);
  const tenant = (await tenantResponse.json()) as { id: string; name: string };
  const userResponse = await request.post(`/api/management/users/${tenant.id}`, {
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@e2e.example',
      company: 'Engines',
    },
    headers: { origin: SHELL },
  });
  expect(userResponse.ok()).toBe(true);
  const user = (await userResponse.json()) as { embedded_url: string };
  return { tenant, cardPath: new URL(user.embedded_url).pathname };
}

const preview = (page: Page) => page.getByRole('region', { name: 'Card preview' });

test('designs a template, saves it, and every card of the tenant is drawn from it', async ({
  page,
}) => {
  // A save, two reloads and two vCard downloads: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInWithPassword(page, SUPER_ADMIN);
  const { tenant, cardPath } = await createTenantWithUser(page.request);
  await selectTenant(page, tenant.name);
  await page.goto('/tenants/contact');
  await expect(preview(page).getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expect(
    preview(page).getByRole('region', { name: 'About Me' }).getByText('Example', { exact: true }),
  ).toBeVisible();

  // Theme: a preset, one colour changed by hand, a logo.
  await page.getByRole('button', { name: 'Customize Theme' }).click();
  const theme = page.getByRole('dialog', { name: 'Customize Theme' });
  await theme.getByRole('button', { name: 'Ocean' }).click();
  await theme.getByLabel('Accent colour').fill(CUSTOM_ACCENT);
  await theme.getByLabel('Company logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng(),
  });
  await expect(preview(page).getByRole('img', { name: 'Company logo' })).toBeVisible();
  await theme.getByRole('button', { name: 'Done' }).click();

  // A custom section.
  await page.getByRole('button', { name: 'Manage Sections' }).click();
  const sections = page.getByRole('dialog', { name: 'Manage Sections' });
  await sections.getByRole('button', { name: 'Add Custom Section' }).click();
  const add = page.getByRole('dialog', { name: 'Add Custom Section' });
  await add.getByLabel(/Section title/).fill('Our Promise');
  await add.getByLabel(/Content/).fill('Engines delivered on time.');
  await add.getByRole('button', { name: 'Add Section' }).click();
  await sections.getByRole('button', { name: 'Done' }).click();
  await expect(preview(page).getByRole('heading', { name: 'Our Promise' })).toBeVisible();

  // A mapping change, saved with the template.
  await page.getByRole('button', { name: 'Field Mapping' }).click();
  const mapping = page.getByRole('dialog', { name: 'OAuth Field Mapping' });
  await mapping
    .getByRole('combobox', { name: 'Job Title placeholder' })
    .selectOption('{{COMPANY}}');
  await mapping.getByRole('button', { name: 'Save Mapping & Template' }).click();
  await expect(
    page.getByText(
      'Template saved successfully! Your NFC business card template is now ready to use.',
    ),
  ).toBeVisible();

  // Kept after a reload.
  await page.reload();
  await expect(preview(page).getByRole('heading', { name: 'Our Promise' })).toBeVisible();
  await expect(preview(page).getByRole('img', { name: 'Company logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Customize Theme' }).click();
  await expect(page.getByLabel('Accent colour')).toHaveValue(CUSTOM_ACCENT);
  await page.getByRole('button', { name: 'Done' }).click();
  // The sample's About Me was example text, never kept: it was not saved.
  await expect(preview(page).getByRole('heading', { name: 'About Me' })).toHaveCount(0);

  // The designer's Add to Contacts for Ada, to compare with her card's.
  await page.getByRole('searchbox', { name: 'Search end users' }).click();
  await page
    .getByRole('combobox', { name: 'Preview as' })
    .selectOption({ label: 'Ada Lovelace (ada@e2e.example)' });
  const [designerDownload] = await Promise.all([
    page.waitForEvent('download'),
    preview(page).getByRole('button', { name: 'Add to Contacts' }).click(),
  ]);
  expect(designerDownload.suggestedFilename()).toBe('Ada_Lovelace.vcf');
  const designerVCard = await readFile(await designerDownload.path());

  // The user's card page: same colours, section, logo, mapping.
  const card = await page.request.get(cardPath);
  const html = await card.text();
  expect(html).toContain(OCEAN_PRIMARY);
  expect(html.toLowerCase()).toContain(CUSTOM_ACCENT);
  expect(html).toContain('<h2>Our Promise</h2>');
  expect(html).not.toContain('Tell visitors who you are');
  expect(html).toContain('<p class="role">Engines</p>');
  const logoPath = /<img class="logo" src="([^"]+)"/.exec(html)?.[1];
  expect(logoPath).toMatch(/^\/c\/assets\/[0-9a-f]{64}\.png$/);
  const logo = await page.request.get(logoPath!);
  expect(logo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.goto(cardPath);
  await expect(page.getByRole('heading', { name: 'Our Promise' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to Contacts' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Ada_Lovelace.vcf');
  const vcard = await readFile(await download.path(), 'utf8');
  expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(vcard).toContain('FN:Ada Lovelace');
  expect(designerVCard.equals(await readFile(await download.path()))).toBe(true);
});
