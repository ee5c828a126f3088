import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// The e2e web server (scripts/e2e-server.mjs) serves the product from this deploy folder.
const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY_DIR = path.join(ROOT, 'data', 'e2e', 'deploy');
const NEXT_SOURCE = path.join(ROOT, 'data', 'e2e', 'next-release', 'mfe-tenants');
const NEXT_TITLE = 'Tenants (next release)';

const run = promisify(execFile);

/** Runs a script of scripts/deploy against the e2e deploy folder. */
async function deployScript(name: string, ...args: string[]) {
  const script = path.join(ROOT, 'scripts', 'deploy', `${name}.mjs`);
  const env = { ...process.env, DEPLOY_DIR };
  const { stdout } = await run(process.execPath, [script, ...args], { env, cwd: ROOT });
  return stdout;
}

/** A copy of mfe-tenants' source whose Tenants page has another title. */
async function writeNextRelease() {
  rmSync(NEXT_SOURCE, { recursive: true, force: true });
  const copy = `
    import { copyAppSource, replaceInFile } from './scripts/deploy/app-copy.mjs';
    import { findApp } from './scripts/apps.mjs';
    const [dest, title] = process.argv.slice(1);
    copyAppSource(findApp('mfe-tenants'), dest);
    replaceInFile(dest, 'src/features/tenants/components/tenants-page.tsx',
      '<PageTitle>Tenants</PageTitle>', '<PageTitle>' + title + '</PageTitle>');`;
  await run(process.execPath, ['--input-type=module', '-e', copy, NEXT_SOURCE, NEXT_TITLE], {
    cwd: ROOT,
  });
}

/** The live version of mfe-tenants in the deploy folder; undefined when there is none. */
function liveTenantsVersion(): string | undefined {
  try {
    return JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8')).mfe_tenants
      .version;
  } catch {
    return undefined;
  }
}

/** Every file of the shell's published versions, with a hash of its content. */
function shellFiles(): Record<string, string> {
  const dir = path.join(DEPLOY_DIR, 'shell');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [
        path.relative(dir, file),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ];
    }),
  );
}

async function aboutTenantsVersion(page: Page) {
  await page.getByRole('button', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About' });
  const tenants = about.getByRole('listitem', { name: 'mfe_tenants' });
  await expect(tenants).toContainText('Loaded');
  const text = await tenants.textContent();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  return text ?? '';
}

test.afterAll(() => rmSync(path.dirname(NEXT_SOURCE), { recursive: true, force: true }));

test('a new version of the tenants remote goes live while the product runs, and rolls back', async ({
  page,
}) => {
  // Builds mfe-tenants for real.
  test.setTimeout(300_000);
  const remotes = await (await page.request.get('/remotes.json')).json();
  const firstVersion = liveTenantsVersion();
  test.skip(
    !firstVersion || remotes.mfe_tenants?.version !== firstVersion,
    `the product does not serve ${DEPLOY_DIR} (not started by the e2e web server)`,
  );
  const shellBefore = shellFiles();
  const failedRemoteRequests: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith('http://localhost:8081/') && response.status() >= 400)
      failedRemoteRequests.push(`${response.status()} ${response.url()}`);
  });

  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  expect(await aboutTenantsVersion(page)).toContain(firstVersion);

  await writeNextRelease();
  // The next release retitles the page, which its own tests refuse (scripts/deploy-checks.test.mjs
  // holds deploys to them); this journey is about switching what is live while pages are open.
  const deployed = await deployScript(
    'deploy',
    'mfe-tenants',
    '--source',
    NEXT_SOURCE,
    '--skip-checks',
  );
  const nextVersion = liveTenantsVersion();
  expect(nextVersion).not.toBe(firstVersion);
  expect(deployed).toContain(`mfe-tenants ${nextVersion} is live`);

  // The page opened before the deploy keeps its version: other pages of the remote still load.
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Logs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
  await nav.getByRole('link', { name: 'Tenants', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  expect(failedRemoteRequests).toEqual([]);

  // A reload gets the new version.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NEXT_TITLE })).toBeVisible();
  expect(await aboutTenantsVersion(page)).toContain(nextVersion);

  const rolledBack = await deployScript('rollback', 'mfe-tenants');
  expect(rolledBack).toContain(`${firstVersion} is live again`);
  expect(liveTenantsVersion()).toBe(firstVersion);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  expect(await aboutTenantsVersion(page)).toContain(firstVersion);

  expect(failedRemoteRequests).toEqual([]);
  expect(shellFiles()).toEqual(shellBefore);
});
