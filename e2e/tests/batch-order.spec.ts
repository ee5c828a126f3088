import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const SHELL = 'http://localhost:8080';

// As a spreadsheet program saves it: the header ends in CRLF, the rows in LF.
const PEOPLE_CSV =
  'First Name,Last Name,Email\r\n' +
  'Ada,Lovelace,ada.lovelace@order.e2e.example\n' +
  'Alan,Turing,alan.turing@order.e2e.example\n';

const UIDS = ['04:A2:2B:1A:5C:3E:80', '04:B7:11:0C:22:9F:81'];

/** A tenant of the journey's own, selected, so its Batches start empty. */
async function orderingTenant(page: Page) {
  const name = `Card order ${Date.now()}`;
  const created = await page.request.post('/api/management/tenants', {
    data: {
      name,
      email: 'it@order.e2e.example',
      tenant_type: 'organization_managed',
      country: 'USA',
    },
    headers: { origin: SHELL },
  });
  expect(created.ok()).toBe(true);
  await selectTenant(page, name);
  return name;
}

/** The encoding file's card URLs, one per data line (no name or email holds a comma). */
function cardUrls(encodingCsv: string): string[] {
  const [header, ...lines] = encodingCsv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toBe('Name,Email,Card URL,NDEF Record (hex)');
  return lines.map((line) => line.split(',')[2]!.replace(/^"|"$/g, ''));
}

test('a super admin orders cards from a CSV, takes the encoding file and QR sheet to the encoder and records its result', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  const tenant = await orderingTenant(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Batches', exact: true }).click();
  await expect(page).toHaveURL('/tenants/batches');
  await expect(page.getByText(`${tenant} has no batches yet.`)).toBeVisible();

  await page.getByRole('button', { name: 'New Batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Batch' });
  await dialog.getByLabel(/^Name/).fill('Spring order');
  await dialog.getByLabel(/^File/).setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(PEOPLE_CSV),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "Batch 'Spring order' created with 2 people. Tenant users: 2 created, 0 updated.",
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row', { name: /Spring order/ });
  await expect(row).toContainText('super@example.com');
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(row).toContainText('Ready for encoding');
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Open batch Spring order' }).click();
  await expect(page).toHaveURL(/\/tenants\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Spring order' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ada Lovelace/ })).toContainText('Not encoded');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download encoding file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('spring-order-encoding.csv');
  const urls = cardUrls(await readFile((await file.path())!, 'utf8'));
  expect(urls).toHaveLength(2);
  for (const url of urls) expect(url).toMatch(/\/c\/[^/?]+\?src=nfc$/);

  const sheet = page.waitForEvent('download');
  await page.getByRole('combobox', { name: 'QR sheet paper' }).selectOption('US Letter');
  await page.getByRole('button', { name: 'Download QR sheet' }).click();
  const pdf = await sheet;
  expect(pdf.suggestedFilename()).toBe('spring-order-qr-sheet-letter.pdf');
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The encoder's result: each card URL with the UID of the chip it wrote.
  const result = `Card URL,Chip UID\r\n${urls.map((url, i) => `${url},${UIDS[i]}`).join('\r\n')}\r\n`;
  await page.getByLabel('Encoder result file').setInputFiles({
    name: 'encoder-result.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(result),
  });
  await expect(page.getByText('Encoder result uploaded: 2 chips recorded.')).toBeVisible();
  await expect(page.getByLabel('About this batch')).toContainText(/Status\s*Encoded/);
  const chips = page.getByRole('table').getByRole('cell', { name: /^04[0-9A-F]{12}$/ });
  await expect(chips).toHaveText(['04A22B1A5C3E80', '04B7110C229F81']);

  await page.getByRole('link', { name: 'Back to Batches' }).click();
  await expect(page.getByRole('row', { name: /Spring order/ })).toContainText('Encoded');
});
