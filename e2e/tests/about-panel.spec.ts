import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const REPORTS = '/api/client-errors/remote-load';

/** Moves inside the page, as a user does: a reload would start a new page with nothing loaded. */
async function openFromMenu(page: Page, link: string, heading: string | RegExp) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(
    page.getByRole('main').getByRole('heading', { name: heading }).first(),
  ).toBeVisible();
}

async function openAbout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Where the OAuth module is served from and its version, as the shell's remotes.json says. */
async function liveOAuthModule(page: Page) {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
    string,
    string | { url: string; version?: string }
  >;
  const entry = remotes.mfe_oauth!;
  // A plain build lists URLs only; a deploy adds each version.
  return typeof entry === 'string'
    ? { url: entry, version: 'unknown' }
    : { url: entry.url, version: entry.version ?? 'unknown' };
}

const statusOf = (dialog: ReturnType<Page['getByRole']>, remote: string) =>
  dialog.getByRole('listitem', { name: remote }).locator('dt:text-is("Status") + dd');

test('About lists the dashboard version and each module that loaded in this page', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Acme Corporation');
  await openFromMenu(page, 'Admin Users', 'Admin Users');
  await openFromMenu(page, 'Contact', 'Business Card Template');
  await openFromMenu(page, 'OAuth', 'OAuth Provider Configuration');

  const about = page.getByRole('banner').getByRole('button', { name: 'About' });
  const dialog = await openAbout(page);
  await expect(dialog.locator('dt:text-is("Dashboard version") + dd')).toHaveText(/^\d+\.\d+\.\d+/);
  for (const remote of ['mfe_tenants', 'mfe_users', 'mfe_template_designer', 'mfe_oauth']) {
    await expect(statusOf(dialog, remote)).toHaveText('Loaded');
  }
  // The self-serve module serves end users' pages, which an admin never opens.
  await expect(statusOf(dialog, 'mfe_selfserve')).toHaveText('Not loaded yet');
  const tenants = dialog.getByRole('listitem', { name: 'mfe_tenants' });
  await expect(tenants.locator('dt:text-is("URL") + dd')).toHaveText(
    /^http:\/\/localhost:8081\/.*mf-manifest\.json$/,
  );
  await expect(tenants.locator('dt:text-is("Version") + dd')).toHaveText(/^\d+\.\d+\.\d+/);
  await expectAccessible(page, 'dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
});

test('a module that fails shows Failed to load, and is reported to the API once', async ({
  page,
}) => {
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REPORTS) reports.push(request.postDataJSON());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Acme Corporation');
  // The OAuth module's server answers 404 for everything, its manifest included.
  await page.route('http://localhost:8084/**', (route) => route.fulfill({ status: 404, body: '' }));
  const reported = page.waitForResponse((response) => new URL(response.url()).pathname === REPORTS);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'OAuth', exact: true })
    .click();
  await expect(page.getByText(/could not be loaded/)).toBeVisible();
  expect((await reported).status()).toBe(204);

  // Retry fails again, and a second visit too: neither is reported again.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await openFromMenu(page, 'Admin Users', 'Admin Users');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'OAuth', exact: true })
    .click();
  await expect(page.getByText(/could not be loaded/)).toBeVisible();

  const dialog = await openAbout(page);
  await expect(statusOf(dialog, 'mfe_oauth')).toHaveText('Failed to load');
  await expect(statusOf(dialog, 'mfe_users')).toHaveText('Loaded');
  await expectAccessible(page, 'dialog');

  const { url, version } = await liveOAuthModule(page);
  expect(reports).toEqual([{ remote: 'mfe_oauth', url, version, message: expect.any(String) }]);
  // The page's error boundary logs each failed render on its own; the report line is once.
  expect(consoleErrors.filter((line) => line.includes('failed to load from'))).toEqual([
    expect.stringContaining(
      `[remotes] mfe_oauth (version ${version}) failed to load from ${url}: `,
    ),
  ]);
});
