import { expect, test } from '@playwright/test';
import { E2E_DNS_PORT } from '../../scripts/txt-dns-server/port.mjs';
import { startTxtDnsServer, type TxtDnsServer } from '../../scripts/txt-dns-server/server.mjs';
import { CLIENT_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

// The product under test asks this DNS server (DNS_SERVERS, scripts/e2e-server.mjs): the
// journey publishes the TXT record there as the tenant's DNS host would.
let dns: TxtDnsServer;
test.beforeAll(async () => {
  dns = await startTxtDnsServer({ port: E2E_DNS_PORT });
});
test.afterAll(() => dns.close());

test("a client admin adds their company's domain, publishes its TXT record, and verifies it", async ({
  page,
}) => {
  const domain = `sales-${Date.now().toString(36)}.acme.example`;
  await signInWithPassword(page, CLIENT_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Domains', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Domain' }).fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const item = page.getByRole('listitem', { name: domain });
  await expect(item.getByText('Not verified', { exact: true })).toBeVisible();
  const record =
    (await item.getByLabel(`TXT record to publish for ${domain}`, { exact: true }).textContent()) ??
    '';
  expect(record).toMatch(/^bizcard-verification=[\w-]{32}$/);

  // Before the record is published, DNS does not know the name.
  await item.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(item.getByText(/does not exist \(NXDOMAIN\)/)).toBeVisible();
  await expect(item.getByText('Not verified', { exact: true })).toBeVisible();

  dns.setTxt(domain, ['v=spf1 -all', record]);
  await item.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await expect(item.getByText(`${domain} is verified.`)).toBeVisible();
  await expect(item.getByRole('button', { name: `Verify ${domain}` })).toHaveCount(0);

  // It stays verified when the page is opened again.
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: domain }).getByText('Verified', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: `Remove ${domain}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Domain' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('listitem', { name: domain })).toHaveCount(0);
});
