import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const SHELL = 'http://localhost:8080';
// Card visits of headless browsers are not counted (they are how bots look): the visitor here
// is an ordinary desktop Chrome.
const PERSON_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** A tenant of its own with one person, so the counts and entries are this test's alone. */
async function tenantWithPerson(page: Page, prefix: string) {
  await signInWithPassword(page, SUPER_ADMIN);
  const name = `${prefix} ${Date.now()}`;
  const tenant = await page.request.post('/api/management/tenants', {
    data: { name, email: 'it@e2e.example', tenant_type: 'user_managed', country: 'USA' },
    headers: { origin: SHELL },
  });
  const { id } = (await tenant.json()) as { id: string };
  const created = await page.request.post(`/api/management/users/${id}`, {
    data: { first_name: 'Riley', last_name: 'Reader', email: `riley.${Date.now()}@e2e.example` },
    headers: { origin: SHELL },
  });
  const person = (await created.json()) as { embedded_url: string };
  await selectTenant(page, name);
  return { name, cardUrl: person.embedded_url };
}

/** Someone opens the card three times and saves the contact once. */
async function visitCard(browser: Browser, cardUrl: string) {
  const visitor = await browser.newContext({ userAgent: PERSON_BROWSER });
  const page = await visitor.newPage();
  for (let visit = 0; visit < 3; visit++) {
    await page.goto(cardUrl);
    await expect(page.getByRole('heading', { name: 'Riley Reader' })).toBeVisible();
  }
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to Contacts' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.vcf$/);
  await visitor.close();
}

test('three opens of a card by one visitor count one view, the two repeats are said to be filtered, and a vCard save shows on Reports', async ({
  page,
  browser,
}) => {
  const { cardUrl } = await tenantWithPerson(page, 'Reports');
  await visitCard(browser, cardUrl);

  // Counts are written in batches every two seconds: reload until all of them are in (the
  // first view can be written before the save).
  await expect(async () => {
    await page.goto('/tenants/reports');
    const viewed = page.getByRole('region', { name: 'Most viewed cards' });
    await expect(viewed.getByRole('listitem')).toHaveText(/Riley Reader\s*1 view/, {
      timeout: 1_000,
    });
    await expect(
      page.getByRole('region', { name: 'Most saved cards' }).getByRole('listitem'),
    ).toHaveText(/Riley Reader\s*1 save/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  const usage = page.getByRole('region', { name: 'Usage Report' });
  await expect(
    usage.getByRole('img', { name: /: 1 view, 1 save, 0 scans in total\.$/ }),
  ).toBeVisible();
  // One visitor counts once a card and day (decision 020): the two reopenings are filtered.
  await expect(usage.getByText('2 repeated or automated visits were not counted.')).toBeVisible();
  await expectAccessible(page);
  await usage.getByRole('button', { name: 'Show as table' }).click();
  const today = usage.getByRole('row').last();
  await expect(today.getByRole('cell')).toHaveText(['1', '1', '0']);
  await expectAccessible(page);
});

test('an edit of a user shows in Logs, can be filtered to and exported', async ({ page }) => {
  const { name } = await tenantWithPerson(page, 'Logs');
  await page.goto('/tenants/users');
  await page.getByRole('button', { name: 'Edit Riley Reader' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Title', { exact: true }).fill('Head of Reading');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);

  await page.goto('/tenants/logs');
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'end_user.update' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'end_user.create' })).toHaveCount(1);

  await page.getByLabel('Search').fill('riley');
  await page.getByLabel('Level').selectOption('Info');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('2 entries')).toBeVisible();
  await page.getByLabel('Search').fill('updated');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
  const updated = page.getByRole('row').filter({ hasText: 'end_user.update' });
  await expect(updated).toContainText('super@example.com');
  await expectAccessible(page);

  await page.getByLabel('Export format').selectOption('CSV');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  // The file opens with a byte-order mark, so spreadsheet programs read it as UTF-8.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Time,Tenant,Actor,Action,Target,Level,Message');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('end_user.update');
  expect(lines[1]).toContain(name);
});

test("a client admin reaches Reports and Logs from the menu and reads their tenant's entries", async ({
  page,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  const nav = page.getByRole('navigation');

  await nav.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL('/tenants/reports');
  await expect(page.getByRole('heading', { name: 'Usage Report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Summary' })).toBeVisible();

  await nav.getByRole('link', { name: 'Logs', exact: true }).click();
  await expect(page).toHaveURL('/tenants/logs');
  const ownSignIn = page
    .getByRole('row')
    .filter({ hasText: 'auth.sign_in' })
    .filter({ hasText: CLIENT_ADMIN.email });
  await expect(ownSignIn.first()).toBeVisible();

  await page.getByLabel('Search').fill(CLIENT_ADMIN.email);
  await page.getByLabel('Level').selectOption('Error');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No log entries match these filters.')).toBeVisible();

  await page.getByLabel('Level').selectOption('Info');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(ownSignIn.first()).toBeVisible();
  await page.getByLabel('Export format').selectOption('Text');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('logs.txt');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \[INFO\] .*client@example\.com/m);
  expect(text).not.toContain('[ERROR]');
});
