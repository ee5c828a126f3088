import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

async function writeFixtures() {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-e2e-batches-'));
  const csv = join(dir, 'people.csv');
  await writeFile(
    csv,
    'First Name,Last Name,Email,Title\n' +
      'Olivia,Bennett,olivia.bennett@globex.example.com,Engineer\n' +
      'Ethan,,ethan@globex.example.com,Designer\n',
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['first_name', 'last_name', 'email', 'department']);
  sheet.addRow(['Noah', 'Kim', 'noah.kim@globex.example.com', 'Sales']);
  sheet.addRow(['Ava', 'Thompson', 'ava.thompson@globex.example.com', 'Sales']);
  const xlsx = join(dir, 'people.xlsx');
  await workbook.xlsx.writeFile(xlsx);
  const text = join(dir, 'people.txt');
  await writeFile(text, 'not a spreadsheet');
  return { csv, xlsx, text };
}

async function uploadBatch(page: Page, name: string, file: string) {
  await page.getByRole('button', { name: 'New Batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Batch' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^File/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  return dialog;
}

test('a super admin uploads a batch file: a bad row refuses it whole, with the row named, and the mended XLSX makes the batch', async ({
  page,
}) => {
  const files = await writeFixtures();
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await page.getByRole('navigation').getByRole('link', { name: 'Batches', exact: true }).click();
  await expect(page).toHaveURL('/tenants/batches');

  await page.getByRole('button', { name: 'New Batch' }).click();
  const empty = page.getByRole('dialog', { name: 'New Batch' });
  await empty.getByRole('button', { name: 'Upload' }).click();
  await expect(empty.getByRole('alert')).toHaveText('Name and file are required');
  await empty.getByLabel(/^File/).setInputFiles(files.text);
  await expect(empty.getByText('Only CSV or XLSX files are accepted')).toBeVisible();
  await empty.getByRole('button', { name: 'Cancel' }).click();

  // All or nothing, as the Tenant Users upload: the rows at fault are listed, nothing is kept.
  const csv = await uploadBatch(page, 'E2E CSV batch', files.csv);
  await expect(
    csv.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem'),
  ).toHaveText([/^Row 3, last_name: /]);
  await csv.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /E2E CSV batch/ })).toHaveCount(0);

  const xlsx = await uploadBatch(page, 'E2E XLSX batch', files.xlsx);
  await expect(xlsx.getByRole('status')).toHaveText(
    /^Batch 'E2E XLSX batch' created with 2 people\. Tenant users: \d+ created, \d+ updated/,
  );
  await xlsx.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /E2E XLSX batch/ })).toContainText(
    'Ready for encoding',
  );

  const { tenants } = await (await page.request.get('/api/management/tenants')).json();
  const globex = tenants.find((tenant: { name: string }) => tenant.name === 'Globex');
  const { batches } = await (await page.request.get(`/api/management/batches/${globex.id}`)).json();
  const stored = batches.map((batch: { name: string; row_count: number }) => [
    batch.name,
    batch.row_count,
  ]);
  expect(stored).toContainEqual(['E2E XLSX batch', 2]);
  expect(stored.map(([name]: [string]) => name)).not.toContain('E2E CSV batch');
});

test('a client admin cannot reach /tenants/batches, and the API refuses their upload', async ({
  page,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await page.goto('/tenants/batches');
  await expect(page).toHaveURL('/tenants');
  const { tenants } = await (await page.request.get('/api/management/tenants')).json();
  const response = await page.request.post(`/api/management/batches/${tenants[0].id}`, {
    multipart: {
      name: 'Sneaky',
      file: { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('first,last,email\n') },
    },
  });
  expect(response.status()).toBe(403);
});
