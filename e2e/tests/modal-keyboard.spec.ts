import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// Every modal, by keyboard alone: Enter opens it with focus inside, Tab and Shift+Tab stay
// inside (the page behind is inert), Escape closes it and focus goes back to the opener.

const SHELL = 'http://localhost:8080';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Presses Tab until `target` has focus, as someone without a mouse gets there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 250; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What has focus, for messages: its tag and accessible text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.slice(0, 40) ?? ''}` : 'nothing';
  });

/** Where focus is: in `dialog`, in the page behind it, or out of the page (browser UI). */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const active = document.activeElement;
    if (active && element.contains(active)) return 'dialog';
    // Past the last control a modal <dialog> lets focus go to the browser's own UI (so no
    // one is trapped in the page) and the next Tab comes back in: the document then has no
    // focused element. Anything else focused is the page behind, which must stay inert.
    if (!active || active === document.body) return document.hasFocus() ? 'page' : 'browser';
    return 'page';
  });

/** Tabs forwards, then backwards, past every control and round again; focus never leaves. */
async function expectFocusStaysInside(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (element, selector) => element.querySelectorAll(selector).length,
    FOCUSABLE,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    let previous = 'dialog';
    for (let press = 0; press < stops + 3; press++) {
      await page.keyboard.press(key);
      const place = await focusPlace(dialog);
      const message = `${key} #${press + 1} moved focus to ${await describeFocus(page)}`;
      expect(place === 'dialog' || (place === 'browser' && previous === 'dialog'), message).toBe(
        true,
      );
      previous = place;
    }
  }
}

/** Opens with Enter on `opener`, checks focus went in, is held, and comes back on Escape. */
async function openCheckAndEscape(
  page: Page,
  opener: Locator,
  name: string,
  first: Locator,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  await expect(first).toBeFocused();
  await expectFocusStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  return dialog;
}

async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data, headers: { origin: SHELL } });
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return response.json();
}

test('Admin Users: Add, Edit and Delete by keyboard, deleting exactly the admin picked', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  const { tenants } = await (await page.request.get('/api/management/tenants')).json();
  const stamp = Date.now();
  const admins = ['Alpha', 'Bravo', 'Charlie'].map((last) => ({
    first_name: 'Keyboard',
    last_name: `${last} ${stamp}`,
    email: `kb-${last.toLowerCase()}-${stamp}@example.com`,
    role: 'clientAdmin',
    tenant_id: tenants[0].id,
    password: 'keyboard-pass-1',
  }));
  for (const admin of admins) await post(page.request, '/api/management/admin-users', admin);
  const [alpha, bravo, charlie] = admins;
  await page.goto('/users');
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });
  await expect(row(charlie.email)).toBeVisible();

  const add = page.getByRole('button', { name: 'Add Admin User' });
  const addDialog = page.getByRole('dialog', { name: 'Add Admin User' });
  await openCheckAndEscape(page, add, 'Add Admin User', addDialog.getByLabel(/^First Name/));

  // Half-filled, Escape asks first; Escape again keeps editing; Discard leaves.
  await page.keyboard.press('Enter');
  await expect(addDialog.getByLabel(/^First Name/)).toBeFocused();
  await page.keyboard.type('Half');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(discard.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await expectFocusStaysInside(page, discard);
  await tabTo(page, discard.getByRole('button', { name: 'Keep Editing' }));
  await page.keyboard.press('Escape');
  await expect(discard).toHaveCount(0);
  await expect(addDialog.getByLabel(/^First Name/)).toBeFocused();
  await expect(addDialog.getByLabel(/^First Name/)).toHaveValue('Half');
  await page.keyboard.press('Escape');
  await tabTo(page, discard.getByRole('button', { name: 'Discard' }));
  await page.keyboard.press('Enter');
  await expect(addDialog).toHaveCount(0);
  await expect(add).toBeFocused();

  const editBravo = row(bravo.email).getByRole('button', { name: 'Edit' });
  const edit = page.getByRole('dialog', { name: 'Edit Admin User' });
  await openCheckAndEscape(page, editBravo, 'Edit Admin User', edit.getByLabel(/^First Name/));
  await page.keyboard.press('Enter');
  await expect(edit.getByLabel(/^Email/)).toHaveValue(bravo.email);
  await page.keyboard.press('Escape');
  await expect(editBravo).toBeFocused();

  // The reported slip: Delete on a row, Enter, Shift+Tab twice, Enter. Focus must not reach the
  // rows behind, the dialog must still name the admin picked, and nothing is deleted yet.
  const deleteBravo = row(bravo.email).getByRole('button', { name: 'Delete' });
  const confirm = page.getByRole('alertdialog', { name: 'Delete Admin User' });
  await openCheckAndEscape(
    page,
    deleteBravo,
    'Delete Admin User',
    confirm.getByRole('button', { name: 'Cancel' }),
    'alertdialog',
  );
  await page.keyboard.press('Enter');
  await expect(confirm).toContainText(bravo.email);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusPlace(confirm)).not.toBe('page');
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(1);
  await expect(confirm).toContainText(bravo.email);
  await expect(row(bravo.email)).toBeVisible();

  // Then the deliberate way: Tab to the dialog's Delete and confirm.
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Admin user deleted successfully!')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row(bravo.email)).toHaveCount(0);
  await expect(row(alpha.email)).toBeVisible();
  await expect(row(charlie.email)).toBeVisible();
  const { adminUsers } = await (await page.request.get('/api/management/admin-users')).json();
  const left = adminUsers.map((admin: { email: string }) => admin.email);
  expect(left).toEqual(expect.arrayContaining([alpha.email, charlie.email]));
  expect(left).not.toContain(bravo.email);
});

test('Tenants and Batches: New Tenant and New Batch by keyboard', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  const tenantDialog = page.getByRole('dialog', { name: 'New Tenant' });
  await openCheckAndEscape(
    page,
    page.getByRole('button', { name: 'New Tenant' }),
    'New Tenant',
    tenantDialog.getByLabel(/^Name/),
  );

  await selectTenant(page, 'Globex');
  await page.goto('/tenants/batches');
  const batchDialog = page.getByRole('dialog', { name: 'New Batch' });
  await openCheckAndEscape(
    page,
    page.getByRole('button', { name: 'New Batch' }),
    'New Batch',
    batchDialog.getByLabel(/^Name/),
  );
});

test('Tenant Users: Columns, Create User and Edit User by keyboard, editing the user picked', async ({
  page,
}) => {
  // A few hundred key presses through three dialogs and rows that now carry tick boxes and
  // Delete: slower than the default 30 s on two busy cores, not broken.
  test.slow();
  await signInWithPassword(page, SUPER_ADMIN);
  const tenant = await post(page.request, '/api/management/tenants', {
    name: `Keyboard Users ${Date.now()}`,
    email: 'it@keyboard.example',
    tenant_type: 'user_managed',
    country: 'USA',
  });
  for (const [first, last] of [
    ['Ada', 'Lovelace'],
    ['Grace', 'Hopper'],
    ['Alan', 'Turing'],
  ]) {
    await post(page.request, `/api/management/users/${tenant.id}`, {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@keyboard.example`,
    });
  }
  await selectTenant(page, tenant.name);
  await page.goto('/tenants/users');
  await expect(page.getByRole('button', { name: 'Edit Grace Hopper' })).toBeVisible();

  const chooser = page.getByRole('dialog', { name: 'Choose Columns' });
  await openCheckAndEscape(
    page,
    page.getByRole('button', { name: 'Columns' }),
    'Choose Columns',
    chooser.getByRole('checkbox').first(),
  );

  const create = page.getByRole('dialog', { name: 'Create User' });
  await openCheckAndEscape(
    page,
    page.getByRole('button', { name: 'New User' }),
    'Create User',
    create.getByLabel(/^First name/),
  );

  // The reported slip again: Edit on a row, Shift+Tab twice, Enter must not swap the user.
  const editGrace = page.getByRole('button', { name: 'Edit Grace Hopper' });
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await openCheckAndEscape(page, editGrace, 'Edit User', edit.getByLabel(/^First name/));
  await page.keyboard.press('Enter');
  await expect(edit.getByLabel(/^First name/)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusPlace(edit)).not.toBe('page');
  await expect(edit.getByLabel(/^Email/)).toHaveValue('grace@keyboard.example');

  // Change the title by keyboard and save: the change lands on Grace, not a neighbour.
  await tabTo(page, edit.getByLabel('Title'));
  await page.keyboard.type('Rear Admiral');
  await tabTo(page, edit.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(edit).toHaveCount(0);
  const { users } = await (await page.request.get(`/api/management/users/${tenant.id}`)).json();
  const titles = Object.fromEntries(
    users.map((user: { email: string; title: string | null }) => [user.email, user.title]),
  );
  expect(titles['grace@keyboard.example']).toBe('Rear Admiral');
  expect(titles['ada@keyboard.example']).not.toBe('Rear Admiral');
  expect(titles['alan@keyboard.example']).not.toBe('Rear Admiral');
});
