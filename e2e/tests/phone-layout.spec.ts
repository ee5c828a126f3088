import { expect, type Page, test } from '@playwright/test';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// A phone held upright: every screen fits its width, the side menu waits behind a Menu
// button, and a table scrolls inside its own box with its row actions in reach.
test.use({ viewport: { width: 390, height: 844 } });

/** The page is no wider than the window: nothing needs a sideways scroll of the page. */
async function expectNoSidewaysScroll(page: Page) {
  const path = new URL(page.url()).pathname;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${path} is wider than a 390 px screen`,
    })
    .toBeLessThanOrEqual(0);
}

/** Opens `path` and waits for its level-one heading before measuring. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSidewaysScroll(page);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function tenantIdOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/management/tenants');
  const { tenants } = (await response.json()) as { tenants: { id: string; name: string }[] };
  const tenant = tenants.find((entry) => entry.name === name);
  if (!tenant) throw new Error(`no tenant named ${name}`);
  return tenant.id;
}

/** The first row's Edit opens its dialog, once scrolled into reach (never the page sideways). */
async function editFirstRow(page: Page, table: ReturnType<Page['getByRole']>, dialog: string) {
  const edit = table.getByRole('button', { name: /^Edit\b/ }).first();
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await edit.click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  await expectNoSidewaysScroll(page);
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(opened).toHaveCount(0);
}

test('the sign-in pages fit a phone screen', async ({ page }) => {
  await visit(page, '/login', 'Sign in to your account');
  await visit(page, '/forgot-password?token=t&tenant_id=x', 'Reset Your Password');
  await visit(page, '/self-serve-login', 'Sign in to update your card');
  await visit(page, '/self-serve/register?tenant_id=t&user_id=u', 'Registry Information');
  await visit(page, '/registration-success', 'Nothing to confirm here');
});

test('the menu button opens the side menu, and a link in it navigates and closes it', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
  // The page's content starts near the top, not below the whole menu.
  const heading = page.getByRole('heading', { level: 1 });
  expect((await heading.boundingBox())?.y).toBeLessThan(300);

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const controls = await menuButton(page).getAttribute('aria-controls');
  expect(await mainMenu(page).getAttribute('id')).toBe(controls);
  await expectNoSidewaysScroll(page);

  await mainMenu(page).getByRole('link', { name: 'Tenants', exact: true }).click();
  await expect(page).toHaveURL('/tenants');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
});

test('the header keeps the role badge and Logout on screen, behind the initials', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Account: / }).click();
  await expect(header.getByText('Super Admin')).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  const email = header.getByText(SUPER_ADMIN.email);
  expect((await email.boundingBox())?.x).toBeGreaterThanOrEqual(0);
});

test('a super admin reaches every admin screen without a sideways scroll', async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Acme Corporation');
  await expectNoSidewaysScroll(page);
  const acmeId = await tenantIdOf(page, 'Acme Corporation');

  await visit(page, '/', 'Dashboard');
  await visit(page, '/tenants', 'Tenants');
  await visit(page, `/tenant/${acmeId}`, 'Acme Corporation');
  await visit(page, '/users', 'Admin Users');
  await visit(page, '/tenants/batches', 'Batches');
  await visit(page, '/tenants/users', 'Acme Corporation');
  await expect(page.getByRole('table', { name: 'Tenant users' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await visit(page, '/tenants/reports', 'Reports');
  await visit(page, '/tenants/logs', 'Logs');
  await visit(page, '/tenants/tickets', 'Support Tickets');
});

test('a client admin reaches every admin screen without a sideways scroll', async ({ page }) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await expect(page).toHaveURL('/');
  await expectNoSidewaysScroll(page);
  const acmeId = await tenantIdOf(page, 'Acme Corporation');

  await visit(page, '/tenants', 'Tenants');
  await visit(page, `/tenant/${acmeId}`, 'Acme Corporation');
  await visit(page, '/tenants/users', 'Acme Corporation');
  await expect(page.getByRole('table', { name: 'Tenant users' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await visit(page, '/tenants/reports', 'Reports');
  await visit(page, '/tenants/logs', 'Logs');
  await visit(page, '/tenants/tickets', 'Support Tickets');

  await menuButton(page).click();
  await mainMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL('/tenants/users');
  await expect(mainMenu(page)).toBeHidden();
});

test("a row's Edit is in reach on Tenant Users and Admin Users", async ({ page }) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Acme Corporation');

  await page.goto('/tenants/users');
  await editFirstRow(page, page.getByRole('table', { name: 'Tenant users' }), 'Edit User');

  await page.goto('/users');
  const clientRow = page.getByRole('row').filter({ hasText: CLIENT_ADMIN.email });
  await expect(clientRow).toBeVisible();
  await editFirstRow(page, clientRow, 'Edit Admin User');
});

test("a client admin's Tenant Users rows can be edited on a phone", async ({ page }) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  await page.goto('/tenants/users');
  await editFirstRow(page, page.getByRole('table', { name: 'Tenant users' }), 'Edit User');
});
