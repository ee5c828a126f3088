import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// The e2e web server (scripts/e2e-server.mjs) serves the product from this deploy folder.
const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY_DIR = path.join(ROOT, 'data', 'e2e', 'deploy');
// Published next to the live version, live for nobody (a canary of 0%): only a preview loads it.
const CANDIDATE = `0.1.0-preview.${Date.now()}`;

const run = promisify(execFile);

async function deployScript(name: string, ...args: string[]) {
  const script = path.join(ROOT, 'scripts', 'deploy', `${name}.mjs`);
  const env = { ...process.env, DEPLOY_DIR };
  await run(process.execPath, [script, ...args], { env, cwd: ROOT });
}

const liveOAuthVersion = (): string =>
  JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8')).mfe_oauth.version;

async function openOAuthPage(page: Page, query = '') {
  await page.goto(`/tenants/oauth${query}`);
  await expect(page.getByRole('heading', { name: 'OAuth Provider Configuration' })).toBeVisible();
}

async function openAbout(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const factOf = (dialog: Locator, label: string) =>
  dialog.getByRole('listitem', { name: 'mfe_oauth' }).locator(`dt:text-is("${label}") + dd`);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The live version's own files, published again under another label.
  const liveFolder = path.join(DEPLOY_DIR, 'mfe-oauth', liveOAuthVersion());
  await deployScript(
    'deploy',
    'mfe-oauth',
    '--from',
    liveFolder,
    '--version',
    CANDIDATE,
    '--canary',
    '0',
  );
});

test.afterAll(async () => {
  await deployScript('deploy', 'mfe-oauth', '--abort');
});

test('a version previewed with ?remote:mfe-oauth= loads in this browser only, shows in About, and Clear returns to the live one', async ({
  page,
  browser,
}) => {
  // Two browsers sign in and open the page: more than the default 30 s on two busy cores.
  test.setTimeout(120_000);
  const live = liveOAuthVersion();
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');

  await openOAuthPage(page, `?remote:mfe-oauth=${encodeURIComponent(CANDIDATE)}`);
  // The choice is kept for the session, not in the address.
  await expect(page).toHaveURL(/\/tenants\/oauth$/);
  let about = await openAbout(page);
  await expect(about.getByText(`Preview: mfe-oauth ${CANDIDATE}`)).toBeVisible();
  await expect(factOf(about, 'Version')).toHaveText(`${CANDIDATE} (preview)`);
  await expect(factOf(about, 'URL')).toHaveText(
    new RegExp(`^http://localhost:\\d+/${CANDIDATE.replaceAll('.', '\\.')}/mf-manifest\\.json$`),
  );
  await expect(factOf(about, 'Status')).toHaveText('Loaded');

  // Another browser gets the live version.
  const other = await browser.newPage();
  await signInWithPassword(other, SUPER_ADMIN);
  await selectTenant(other, 'Globex');
  await openOAuthPage(other);
  const otherAbout = await openAbout(other);
  await expect(factOf(otherAbout, 'Version')).toHaveText(live);
  await expect(otherAbout.getByText(/^Preview:/)).toHaveCount(0);
  await other.close();

  // Still previewed after moving on in the same session.
  await page.keyboard.press('Escape');
  await openOAuthPage(page);
  about = await openAbout(page);
  await expect(factOf(about, 'Version')).toHaveText(`${CANDIDATE} (preview)`);

  await about.getByRole('button', { name: /^Clear/ }).click();
  await expect(page.getByRole('heading', { name: 'OAuth Provider Configuration' })).toBeVisible();
  about = await openAbout(page);
  await expect(factOf(about, 'Version')).toHaveText(live);
  await expect(about.getByText(/^Preview:/)).toHaveCount(0);
});

test('a version that is not published for the remote is not previewed', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await openOAuthPage(page, '?remote:mfe-oauth=9.9.9-never-published');
  const about = await openAbout(page);
  await expect(factOf(about, 'Version')).toHaveText(liveOAuthVersion());
  await expect(about.getByText(/^Preview:/)).toHaveCount(0);
  expect(warnings).toContain(
    '[remotes] mfe-oauth 9.9.9-never-published is not published: not previewed',
  );
});
