import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const SHELL = 'http://localhost:8080';
const USERS_PORT = '8082';
// A key of libphonenumber-js's metadata: the script that holds it is the formatter's.
const METADATA = 'country_calling_codes';

/** A figure kept in the test's report and printed, as the bench prints its own. */
function measured(type: string, description: string) {
  test.info().annotations.push({ type, description });
  console.log(`${type}: ${description}`);
}

async function scriptTexts(request: APIRequestContext, urls: string[]) {
  return Promise.all(urls.map(async (url) => (await request.get(url)).text()));
}

// Numbers typed two ways are stored as E.164 and shown alike, in international format, in the
// users table, on the card and in its vCard (decision 034). The table's formatter loads only
// once a phone column is shown: it is not part of the first page.
test('phone numbers typed two ways show alike in the table, on the card and in the vCard', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  const name = `Phones Journey ${Date.now()}`;
  const tenant = await page.request.post('/api/management/tenants', {
    data: { name, email: 'it@e2e.example', tenant_type: 'user_managed', country: 'USA' },
    headers: { origin: SHELL },
  });
  expect(tenant.ok()).toBe(true);
  const { id: tenantId } = (await tenant.json()) as { id: string };
  const created = await page.request.post(`/api/management/users/${tenantId}`, {
    data: {
      first_name: 'Dana',
      last_name: 'Denver',
      email: 'dana@e2e.example',
      phone_work: '303 555 0199',
      phone_cell: '+1 (720) 555-0121 ext. 4',
    },
    headers: { origin: SHELL },
  });
  expect(created.ok()).toBe(true);
  const user = (await created.json()) as { phone_work: string; embedded_url: string };
  expect(user.phone_work).toBe('+13035550199');

  await selectTenant(page, name);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).port === USERS_PORT) {
      scripts.push(request.url());
    }
  });
  await page.goto('/tenants/users');
  const row = page.getByRole('row').filter({ hasText: 'dana@e2e.example' });
  await expect(row).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstPage = await scriptTexts(page.request, scripts);
  expect(firstPage.filter((text) => text.includes(METADATA))).toHaveLength(0);
  const gzipBytes = firstPage.reduce((sum, text) => sum + gzipSync(text).length, 0);
  measured(
    'mfe-users entry + first page, gzip',
    `${(gzipBytes / 1024).toFixed(1)} KB in ${firstPage.length} files`,
  );

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Columns' });
  await chooser.getByLabel('Work Phone').check();
  await chooser.getByLabel('Cell Phone').check();
  await chooser.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(row.getByRole('cell', { name: '+1 303 555 0199', exact: true })).toBeVisible();
  await expect(
    row.getByRole('cell', { name: '+1 720 555 0121 ext. 4', exact: true }),
  ).toBeVisible();
  const later = await scriptTexts(page.request, scripts.slice(firstPage.length));
  const formatter = later.filter((text) => text.includes(METADATA));
  expect(formatter, 'the formatter loads with the phone columns').toHaveLength(1);
  measured('phone formatter, gzip', `${(gzipSync(formatter[0]!).length / 1024).toFixed(1)} KB`);

  // A visitor from the United States reads the number as Americans dial it (issue 28).
  const local = await page.context().newPage();
  await local.goto(user.embedded_url);
  await expect(local.getByRole('link', { name: '(303) 555-0199' })).toHaveAttribute(
    'href',
    'tel:+13035550199',
  );
  await local.close();

  // A visitor from elsewhere reads it as the table and the vCard show it.
  const abroad = await page.context().browser()!.newContext({ locale: 'en-GB' });
  const card = await abroad.newPage();
  await card.goto(user.embedded_url);
  await expect(card.getByRole('link', { name: '+1 303 555 0199' })).toHaveAttribute(
    'href',
    'tel:+13035550199',
  );
  await expect(card.getByRole('link', { name: '+1 720 555 0121 ext. 4' })).toHaveAttribute(
    'href',
    'tel:+17205550121;ext=4',
  );
  const [vcard] = await Promise.all([
    card.waitForEvent('download'),
    card.getByRole('link', { name: 'Add to Contacts' }).click(),
  ]);
  const lines = (await readFile(await vcard.path(), 'utf8')).split('\r\n');
  expect(lines).toContain('TEL;TYPE=WORK,VOICE:+1 303 555 0199');
  expect(lines).toContain('TEL;TYPE=CELL,VOICE:+1 720 555 0121 ext. 4');
  await abroad.close();
});
