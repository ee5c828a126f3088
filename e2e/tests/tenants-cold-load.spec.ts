import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { SHELL_ORIGIN } from '../support/origins';

// The e2e web server (scripts/e2e-server.mjs) serves the product from this deploy folder.
const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY_DIR = path.join(ROOT, 'data', 'e2e', 'deploy');
const NEXT_VERSION = `0.1.0-read-ahead.${Date.now()}`;

const run = promisify(execFile);

async function deployScript(name: string, ...args: string[]) {
  const script = path.join(ROOT, 'scripts', 'deploy', `${name}.mjs`);
  const env = { ...process.env, DEPLOY_DIR };
  await run(process.execPath, [script, ...args], { env, cwd: ROOT });
}

const liveTenantsVersion = (): string =>
  JSON.parse(readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8')).mfe_tenants.version;

interface RemoteLoad {
  /** Every request the page made to the tenants remote's port. */
  requested: string[];
  /** The same files as the page's resource timing saw them: URL → who asked. */
  initiators: Record<string, string>;
  /** Every API call the page made. */
  apiCalls: string[];
  /** The id of the selected tenant the browser keeps once the page has shown. */
  storedSelectionId: string | undefined;
}

/** A tenant, as the shell keeps the admin's selection in storage. */
interface StoredSelection {
  id: string;
  name: string;
  tenant_type: string;
}

/** A signed-in browser context with nothing cached opens /tenants; what it asked of :8081. */
async function openTenantsCold(browser: Browser, selected?: StoredSelection): Promise<RemoteLoad> {
  const context = await browser.newContext();
  const login = await context.request.post(`${SHELL_ORIGIN}/api/auth/login/password`, {
    data: SUPER_ADMIN,
    headers: { origin: SHELL_ORIGIN },
  });
  expect(login.ok()).toBe(true);
  if (selected) {
    await context.addInitScript((selection) => {
      localStorage.setItem('selectedTenant', JSON.stringify(selection));
    }, selected);
  }
  const page = await context.newPage();
  const requested: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:8081/')) requested.push(request.url());
    if (request.url().startsWith(`${SHELL_ORIGIN}/api/`)) apiCalls.push(request.url());
  });
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  // The tenant cards: the page has made its list call by then.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const initiators = await remoteInitiators(page);
  const storedSelectionId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('selectedTenant') ?? 'null')?.id,
  );
  await context.close();
  return { requested, initiators, apiCalls, storedSelectionId };
}

const remoteInitiators = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith('http://localhost:8081/'))
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).initiatorType]),
    ),
  );

const named = (urls: string[], pattern: RegExp) => urls.filter((url) => pattern.test(url));

test.afterAll(async () => {
  if (liveTenantsVersion() === NEXT_VERSION) await deployScript('rollback', 'mfe-tenants');
});

test('a cold /tenants asks for the session and the first page of tenants once each (decision 073)', async ({
  browser,
}) => {
  const { apiCalls } = await openTenantsCold(browser);

  // The first script asks; the session store and the Tenants page take those answers.
  expect(named(apiCalls, /\/api\/management\/admin-users\/me$/)).toHaveLength(1);
  expect(named(apiCalls, /\/api\/management\/tenants\?limit=24$/)).toHaveLength(1);
});

test('a cold /tenants restores the stored selected tenant with one call of its record (decision 073)', async ({
  browser,
  request,
}) => {
  await request.post(`${SHELL_ORIGIN}/api/auth/login/password`, {
    data: SUPER_ADMIN,
    headers: { origin: SHELL_ORIGIN },
  });
  const list = await request.get(`${SHELL_ORIGIN}/api/management/tenants?limit=1`);
  const [tenant] = (await list.json()).tenants as StoredSelection[];
  const { apiCalls, storedSelectionId } = await openTenantsCold(browser, tenant);

  // The first script asks, beside the list's first page; the session store's restore takes it.
  const tenantRead = named(apiCalls, new RegExp(`/api/management/tenants/${tenant!.id}$`));
  expect(tenantRead).toHaveLength(1);
  const firstPage = named(apiCalls, /\/api\/management\/tenants\?limit=24$/);
  expect(apiCalls.indexOf(tenantRead[0]!)).toBeLessThan(apiCalls.indexOf(firstPage[0]!));
  expect(storedSelectionId).toBe(tenant!.id);
});

test("a cold /tenants preloads the remote's entry and the Tenants page's chunk from the manifest remotes.json names, each fetched once", async ({
  browser,
}) => {
  const { requested, initiators } = await openTenantsCold(browser);
  const folder = `http://localhost:8081/${liveTenantsVersion()}/`;

  expect(named(requested, /\/mf-manifest\.json$/)).toEqual([`${folder}mf-manifest.json`]);
  // Asked for while the federation runtime's own chunk loads, not by the runtime after it.
  expect(named(requested, /\/remoteEntry\.js$/)).toEqual([`${folder}remoteEntry.js`]);
  expect(initiators[`${folder}remoteEntry.js`]).toBe('link');
  const pageChunks = named(requested, /\/__federation_expose_TenantsPage\.[0-9a-f]{8}\.js$/);
  expect(pageChunks).toHaveLength(1);
  expect(initiators[pageChunks[0]!]).toBe('link');
});

test('a version of the tenants remote deployed after the shell is the one read ahead, without a shell build', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const liveFolder = path.join(DEPLOY_DIR, 'mfe-tenants', liveTenantsVersion());
  await deployScript('deploy', 'mfe-tenants', '--from', liveFolder, '--version', NEXT_VERSION);
  expect(liveTenantsVersion()).toBe(NEXT_VERSION);

  const { requested, initiators } = await openTenantsCold(browser);
  const folder = `http://localhost:8081/${NEXT_VERSION}/`;
  expect(named(requested, /\/mf-manifest\.json$/)).toEqual([`${folder}mf-manifest.json`]);
  expect(named(requested, /\/remoteEntry\.js$/)).toEqual([`${folder}remoteEntry.js`]);
  expect(initiators[`${folder}remoteEntry.js`]).toBe('link');

  await deployScript('rollback', 'mfe-tenants');
  expect(liveTenantsVersion()).not.toBe(NEXT_VERSION);
});
