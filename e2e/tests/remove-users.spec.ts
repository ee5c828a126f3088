import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const SHELL = 'http://localhost:8080';
const PEOPLE = 13;

interface Created {
  id: string;
  first_name: string;
  last_name: string;
  embedded_url: string;
}

/** A user-managed tenant of its own with 13 people, Person 01 to Person 13. */
async function tenantOfThirteen(page: Page, request: APIRequestContext) {
  await signInWithPassword(page, SUPER_ADMIN);
  const name = `Removal ${Date.now()}`;
  const headers = { origin: SHELL };
  const tenant = await request.post('/api/management/tenants', {
    data: { name, email: 'it@e2e.example', tenant_type: 'user_managed', country: 'USA' },
    headers,
  });
  const { id } = (await tenant.json()) as { id: string };
  const people: Created[] = [];
  for (let i = 1; i <= PEOPLE; i++) {
    const n = String(i).padStart(2, '0');
    const created = await request.post(`/api/management/users/${id}`, {
      data: { first_name: 'Person', last_name: n, email: `person${n}@e2e.example` },
      headers,
    });
    people.push((await created.json()) as Created);
  }
  await selectTenant(page, name);
  await page.goto('/tenants/users');
  await expect(page.getByText(`Showing 1-10 of ${PEOPLE} users`)).toBeVisible();
  return { tenantId: id, name, people };
}

const statusOf = async (request: APIRequestContext, url: string) =>
  (await request.get(url)).status();

test('an admin deletes one person from the row, one from Edit User, then the rest at once', async ({
  page,
}) => {
  const { tenantId, name, people } = await tenantOfThirteen(page, page.request);
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });

  // From the row: the question names the person and Enter on the focused Cancel keeps them.
  await page.getByRole('button', { name: 'Delete Person 01' }).click();
  await expect(confirm).toContainText(
    'Are you sure you want to delete Person 01 (person01@e2e.example)?',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Person 01' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully!')).toBeVisible();
  await expect(page.getByText(`Showing 1-10 of ${PEOPLE - 1} users`)).toBeVisible();
  expect(await statusOf(page.request, people[0]!.embedded_url)).toBe(410);

  // From Edit User: the confirmation opens over the form.
  await page.getByRole('button', { name: 'Edit Person 02' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText('Person 02 (person02@e2e.example)');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText(`Showing 1-10 of ${PEOPLE - 2} users`)).toBeVisible();

  // The rest: the page, then every matching user, their registration links, then Delete.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('10 users selected');
  await bar.getByRole('button', { name: 'Select all 11 matching' }).click();
  await expect(bar).toContainText('11 users selected');

  await bar.getByRole('button', { name: 'Registration links' }).click();
  const links = page.getByRole('dialog', { name: 'Registration Links' });
  await expect(links).toContainText('New registration links for 11 users, valid for 7 days.');
  const download = page.waitForEvent('download');
  await links.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^registration-links-Removal_\d+-\d{4}-\d\d-\d\d\.csv$/,
  );
  await links.getByText('Close', { exact: true }).click();

  await bar.getByRole('button', { name: 'Delete' }).click();
  const many = page.getByRole('alertdialog', { name: 'Delete Users' });
  await expect(many).toContainText('Delete 11 users?');
  await expect(many.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(many.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await many.getByLabel('Type DELETE to confirm').fill('DELETE');
  await many.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('11 users deleted.')).toBeVisible();
  await expect(page.getByText(`No users found for ${name}`)).toBeVisible();
  for (const person of people.slice(2)) {
    expect(await statusOf(page.request, person.embedded_url)).toBe(410);
  }

  // Logs: one entry for each single delete, one for the bulk one with its count.
  const logs = await page.request.get(`/api/management/logs?tenant_id=${tenantId}&q=deleted`);
  const { entries } = (await logs.json()) as { entries: { message: string }[] };
  expect(entries.map((entry) => entry.message).sort()).toEqual([
    '11 end users deleted by a bulk action',
    'End user person01@e2e.example deleted',
    'End user person02@e2e.example deleted',
  ]);
});
