import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// The screens added or changed lately, at a desktop's width and a phone's: the Dashboard, the
// header (the initials' account panel on a phone) and Reports with its chart and its table.
const SHELL = 'http://localhost:8080';
// Card visits of headless browsers are not counted: the visitor is an ordinary desktop Chrome.
const PERSON_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Opens the account panel on a phone; a desktop header shows its contents already. */
async function openAccount(page: Page) {
  const account = page.getByRole('banner').getByRole('button', { name: /^Account: / });
  if (await account.isVisible()) {
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** A tenant of its own whose one card was opened and saved once, so Reports draws its chart. */
async function tenantWithVisitedCard(page: Page, browser: Browser) {
  const name = `Axe Reports ${Date.now()}`;
  const post = async (url: string, data: object) =>
    (await page.request.post(url, { data, headers: { origin: SHELL } })).json();
  const { id } = await post('/api/management/tenants', {
    name,
    email: 'it@e2e.example',
    tenant_type: 'user_managed',
    country: 'USA',
  });
  const person = await post(`/api/management/users/${id}`, {
    first_name: 'Axel',
    last_name: 'Checker',
    email: `axel.${Date.now()}@e2e.example`,
  });
  const visitor = await browser.newContext({ userAgent: PERSON_BROWSER });
  const card = await visitor.newPage();
  await card.goto(person.embedded_url);
  const download = card.waitForEvent('download');
  await card.getByRole('link', { name: 'Add to Contacts' }).click();
  await download;
  await visitor.close();
  return name;
}

for (const viewport of WIDTHS) {
  test(`axe finds nothing on the Dashboard, the header and Reports at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signInWithPassword(page, SUPER_ADMIN);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Total Tenants' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Card views per day' })).toBeAttached();
    await expectAccessible(page, 'body');

    await openAccount(page);
    await expectAccessible(page, 'header');

    await selectTenant(page, await tenantWithVisitedCard(page, browser));
    const usage = page.getByRole('region', { name: 'Usage Report' });
    // Counts are written in batches every two seconds.
    await expect(async () => {
      await page.goto('/tenants/reports');
      await expect(usage.getByRole('img').first()).toBeVisible({ timeout: 8_000 });
    }).toPass({ timeout: 90_000 });
    await expectAccessible(page, 'body');
    await usage.getByRole('button', { name: 'Show as table' }).click();
    await expect(usage.getByRole('table').first()).toBeVisible();
    await expectAccessible(page, 'body');
  });
}
