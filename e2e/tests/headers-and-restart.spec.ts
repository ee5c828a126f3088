import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

const TENANTS_REMOTE = 'http://localhost:8081';
const HASHED_CHUNK = /^[\w.-]+\.[0-9a-f]{8}\.js$/;

/** The directives of a response's Content-Security-Policy, by name. */
function policyOf(response: APIResponse): Map<string, string> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

/** Every string anywhere in a JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

test('the shell page, a remote entry, its manifest and a hashed chunk come with their security and cache headers', async ({
  request,
}) => {
  const page = await request.get('/tenants');
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = policyOf(page);
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(page.headers()['content-security-policy']).not.toContain('unsafe-eval');
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<
    string,
    string | { url: string }
  >;
  for (const entry of Object.values(remotes)) {
    const url = typeof entry === 'string' ? entry : entry.url;
    expect(policy.get('script-src')).toContain(new URL(url).origin);
    expect(policy.get('connect-src')).toContain(new URL(url).origin);
  }

  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const response = await request.get(`${TENANTS_REMOTE}/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    expect(response.headers()['x-content-type-options'], file).toBe('nosniff');
  }

  const manifest = await (await request.get(`${TENANTS_REMOTE}/mf-manifest.json`)).json();
  const chunk = stringsIn(manifest).find((name) => HASHED_CHUNK.test(name));
  expect(chunk, 'a content-hashed chunk in the manifest').toBeDefined();
  const response = await request.get(`${TENANTS_REMOTE}/${chunk}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  // Compressed at build time: brotli for a browser that takes it, gzip for one that does not.
  expect(response.headers()['content-encoding']).toBe('br');
  const gzipped = await request.get(`${TENANTS_REMOTE}/${chunk}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toBe(await response.text());
  const etag = response.headers().etag!;
  const revalidated = await request.get(`${TENANTS_REMOTE}/${chunk}`, {
    headers: { 'if-none-match': etag },
  });
  expect(revalidated.status()).toBe(304);
});

/** Console errors about the Content Security Policy, collected while the page runs. */
function collectPolicyErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      errors.push(message.text());
    }
  });
  return errors;
}

test('signing in, the Tenants list and the Users page with QR codes break no Content Security Policy rule', async ({
  page,
}) => {
  const policyErrors = collectPolicyErrors(page);
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Acme Corporation' })).toBeVisible();

  await selectTenant(page, 'Acme Corporation');
  await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corporation' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose Columns' });
  await chooser.getByLabel('QR Code').check();
  await chooser.getByRole('button', { name: 'Apply Changes' }).click();
  const qr = page.getByRole('img', { name: /^QR code for / }).first();
  await qr.scrollIntoViewIfNeeded();
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  expect(policyErrors).toEqual([]);
});

/** /proc/<pid>/stat: the parent is the field after the command name in parentheses. */
const parentOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ')[1]);
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');

/** The API processes that `npm start`, run by the e2e web server, supervises. */
function supervisedApiPids(): number[] {
  let output = '';
  try {
    output = execFileSync('pgrep', ['-f', 'dist/server.js'], { encoding: 'utf8' });
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  return output
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        const start = parentOf(pid);
        return (
          commandOf(start).includes('scripts/start.mjs') &&
          commandOf(parentOf(start)).includes('e2e-server.mjs')
        );
      } catch {
        return false; // it exited meanwhile
      }
    });
}

test('when the API process dies, the open page works again without a reload once it is restarted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [pid, ...others] = supervisedApiPids();
  test.skip(pid === undefined, 'the product was not started by the e2e web server');
  expect(others).toEqual([]);

  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/tenants');
  const acme = page.getByRole('article').filter({ hasText: 'Acme Corporation' });
  await expect(acme).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  process.kill(pid!, 'SIGKILL');
  const health = async () => {
    const response = await page.request.get('/api/health');
    return `${response.status()} ${response.status() === 502 ? await response.text() : ''}`;
  };
  await expect.poll(health, { timeout: 5_000 }).toBe('502 {"message":"API unavailable"}');
  await expect.poll(health, { timeout: 60_000, intervals: [250] }).toBe('200 ');
  const restarted = supervisedApiPids();
  expect(restarted).toHaveLength(1);
  expect(restarted).not.toContain(pid);

  // The next action asks the restarted API, through the page that stayed open.
  const [details] = await Promise.all([
    page.waitForResponse((response) => /\/api\/management\/tenants\/[\w-]+$/.test(response.url())),
    acme.getByRole('button', { name: 'Details' }).click(),
  ]);
  expect(details.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Acme Corporation' })).toBeVisible();
  await expect(page.getByText('Tenant ID', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});
