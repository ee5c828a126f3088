import { type Browser, expect, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

const SHELL = 'http://localhost:8080';

/** The card page as a visitor whose browser speaks `locale` sees it. */
async function visitIn(browser: Browser, locale: string, url: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('a German and an Arabic visitor each read the card in their language, the Arabic one right to left', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  const tenant = await page.request.post('/api/management/tenants', {
    data: {
      name: `Card Language ${Date.now()}`,
      email: 'it@e2e.example',
      tenant_type: 'user_managed',
      country: 'Germany',
    },
    headers: { origin: SHELL },
  });
  const { id } = (await tenant.json()) as { id: string };
  const created = await page.request.post(`/api/management/users/${id}`, {
    data: { first_name: 'Lena', last_name: 'Lingua', email: 'lena@e2e.example' },
    headers: { origin: SHELL },
  });
  const { embedded_url: cardUrl } = (await created.json()) as { embedded_url: string };

  const german = await visitIn(browser, 'de-DE', cardUrl);
  await expect(german.page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(german.page.getByRole('link', { name: 'Zu Kontakten hinzufügen' })).toBeVisible();
  await expect(german.page.getByRole('heading', { name: 'Teilen', exact: true })).toBeVisible();
  await german.page.getByText('QR-Code', { exact: true }).click();
  await expect(german.page.getByRole('img', { name: 'QR-Code dieser Karte' })).toBeVisible();
  await german.close();

  const arabic = await visitIn(browser, 'ar', cardUrl);
  const html = arabic.page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const add = arabic.page.getByRole('link', { name: 'إضافة إلى جهات الاتصال' });
  await expect(add).toBeVisible();
  // Right to left: the Share section's first link starts at the right.
  const share = arabic.page.locator('.share li').first();
  const box = await share.boundingBox();
  const width = arabic.page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width > width / 2).toBe(true);
  expect(await arabic.page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  await arabic.close();
});
