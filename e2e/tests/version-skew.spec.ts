import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// The e2e web server (scripts/e2e-server.mjs) serves the product from this deploy folder.
const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY_DIR = path.join(ROOT, 'data', 'e2e', 'deploy');
const PROVIDER = { kind: 'github', name: 'Globex GitHub (previous release)' };
const SHARED_VERSION: string = JSON.parse(
  readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8'),
).version;

const run = promisify(execFile);

async function runScript(script: string, ...args: string[]) {
  const env = { ...process.env, DEPLOY_DIR };
  await run(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { env, cwd: ROOT });
}

/** Removes the provider this journey saves, through the API. */
async function removeProvider(request: APIRequestContext) {
  await request.post('/api/auth/login/password', { data: SUPER_ADMIN });
  const { tenants } = await (await request.get('/api/management/tenants')).json();
  const globex = tenants.find((tenant: { name: string }) => tenant.name === 'Globex');
  await request.delete(`/api/management/oauth-providers/${globex.id}/${PROVIDER.kind}`);
  await request.post('/api/auth/logout');
}

interface SharedCopy {
  version: string;
  from: string;
  loaded?: boolean;
}

/** Every copy of every shared module the page's federation runtime knows, by module name. */
function sharedCopies(page: Page): Promise<Record<string, SharedCopy[]>> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, SharedCopy>>;
    const federation = (
      globalThis as {
        __FEDERATION__?: { __INSTANCES__: { shareScopeMap: Record<string, Scope> }[] };
      }
    ).__FEDERATION__;
    const seen = new Set<SharedCopy>();
    const copies: Record<string, SharedCopy[]> = {};
    for (const instance of federation?.__INSTANCES__ ?? []) {
      for (const [name, versions] of Object.entries(instance.shareScopeMap.default ?? {})) {
        for (const copy of Object.values(versions)) {
          if (seen.has(copy)) continue;
          seen.add(copy);
          const { version, from, loaded } = copy;
          copies[name] = [...(copies[name] ?? []), { version, from, loaded: Boolean(loaded) }];
        }
      }
    }
    return copies;
  });
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@bizcard/shared/api',
  '@bizcard/shared/stores',
  '@bizcard/shared/ui',
];

let builtDir: string;

test.beforeAll(async ({ request }) => {
  // Builds the previous release of mfe-oauth for real, then deploys it next to the shell.
  test.setTimeout(300_000);
  builtDir = mkdtempSync(path.join(os.tmpdir(), 'bizcard-previous-oauth-'));
  await runScript('previous-release/build.mjs', builtDir);
  await runScript('deploy/deploy.mjs', 'mfe-oauth', '--from', builtDir);
  await removeProvider(request);
});

test.afterAll(async ({ request }) => {
  await removeProvider(request);
  await runScript('deploy/rollback.mjs', 'mfe-oauth');
  rmSync(builtDir, { recursive: true, force: true });
});

test('a remote built against the previous minor version of shared works in the current shell, on one copy of each singleton', async ({
  page,
}) => {
  // The federation runtime warns when a singleton's version is outside a remote's range.
  const rangeWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('does not satisfy the requirement')) {
      rangeWarnings.push(message.text());
    }
  });
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await page.goto('/tenants/oauth');
  await expect(page.getByRole('heading', { name: 'OAuth Provider Configuration' })).toBeVisible();

  // The old page works with the shell's session, tenant and API client: it saves a provider.
  await page.getByRole('button', { name: 'Add new OAuth' }).click();
  await page.getByLabel('OAuth Provider').selectOption(PROVIDER.kind);
  await page.getByLabel('Display Name').fill(PROVIDER.name);
  await page.getByLabel('Client ID').fill('previous-release-client');
  await page.getByLabel('Client Secret').fill('previous-release-secret');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('OAuth configuration saved successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: PROVIDER.name })).toContainText('Active');

  const copies = await sharedCopies(page);
  // The remote brought its own shared 1.0.0, and the shell's current one is the one in use.
  expect(copies['@bizcard/shared/ui']).toEqual(
    expect.arrayContaining([
      { version: '1.0.0', from: 'mfe_oauth', loaded: false },
      expect.objectContaining({ version: SHARED_VERSION, loaded: true }),
    ]),
  );
  const loadedCopies = Object.fromEntries(
    SINGLETONS.map((name) => [name, (copies[name] ?? []).filter((copy) => copy.loaded).length]),
  );
  expect(loadedCopies).toEqual(Object.fromEntries(SINGLETONS.map((name) => [name, 1])));
  expect(rangeWarnings).toEqual([]);
});
