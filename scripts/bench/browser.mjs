// Browser-side measurements of `npm run bench`, in fresh (cold-cache) Chromium contexts.
import { gzipSync } from 'node:zlib';

const SHELL = 'http://localhost:8080';
const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };
const REMOTES = [
  { name: 'mfe-tenants', port: 8081, path: '/tenants' },
  { name: 'mfe-users', port: 8082, path: '/tenants/users' },
  { name: 'mfe-template-designer', port: 8083, path: '/tenants/contact' },
  { name: 'mfe-oauth', port: 8084, path: '/tenants/oauth' },
  { name: 'mfe-selfserve', port: 8085, path: '/self-serve-login', signedOut: true },
];
/**
 * gzip size of a script as served (fetched again, decoded): the same whether `npm start`
 * serves the dist/ folders or a deployed version under deploy/.
 */
async function gzipBytesOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

async function gzipBytesOfAll(urls) {
  const sizes = await Promise.all(urls.map(gzipBytesOf));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function signedInContext(browser) {
  const context = await browser.newContext();
  const response = await context.request.post(`${SHELL}/api/auth/login/password`, {
    data: SUPER_ADMIN,
    headers: { origin: SHELL },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { tenants } = await (await context.request.get(`${SHELL}/api/management/tenants`)).json();
  const acme = tenants.find((tenant) => tenant.name === 'Acme Corporation');
  await context.addInitScript((tenant) => {
    localStorage.setItem('selectedTenant', JSON.stringify(tenant));
  }, acme);
  return context;
}

const collectScripts = (page) => {
  const urls = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
};

export async function measureShellBytes(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = collectScripts(page);
  await page.goto(`${SHELL}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Password' }).waitFor();
  await context.close();
  const shellUrls = urls.filter((url) => new URL(url).port === '8080');
  const gzipBytes = await gzipBytesOfAll(shellUrls);
  return { gzipBytes, files: shellUrls.length };
}

export async function measureRemoteBytes(browser) {
  const results = [];
  for (const remote of REMOTES) {
    const context = remote.signedOut ? await browser.newContext() : await signedInContext(browser);
    const page = await context.newPage();
    const urls = collectScripts(page);
    await page.goto(`${SHELL}${remote.path}`, { waitUntil: 'networkidle' });
    await context.close();
    const own = urls.filter((url) => new URL(url).port === String(remote.port));
    results.push({
      name: remote.name,
      gzipBytes: await gzipBytesOfAll(own),
      files: own.length,
    });
  }
  return results;
}

// In the page: when the session call (admin-users/me), the selected tenant's and the list call were asked for and answered,
// in ms from navigation start (PerformanceResourceTiming).
function callTimings() {
  const timing = (part) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(part));
    return entry ? [Math.round(entry.startTime), Math.round(entry.responseEnd)] : null;
  };
  return {
    session: timing('/api/management/admin-users/me'),
    selectedTenant: timing('/api/management/tenants/'),
    list: timing('/api/management/tenants?'),
  };
}

export async function measureColdTenantsPaint(browser, runs) {
  const times = [];
  const calls = [];
  let jsRequests = 0;
  for (let run = 0; run < runs; run++) {
    const context = await signedInContext(browser);
    await context.addInitScript(() => {
      // Record when the first tenant card reaches the screen: its heading, not the name the
      // side menu shows for the selected tenant (that one came before the list did).
      const observer = new MutationObserver(() => {
        if (
          [...document.querySelectorAll('article h2')].some(
            (h) => h.textContent === 'Acme Corporation',
          )
        ) {
          observer.disconnect();
          requestAnimationFrame(() => {
            window.__tenantsPaintedAt = performance.now();
          });
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    const urls = collectScripts(page);
    await page.goto(`${SHELL}/tenants`);
    await page.waitForFunction(() => window.__tenantsPaintedAt !== undefined, null, {
      timeout: 15_000,
    });
    times.push(await page.evaluate(() => window.__tenantsPaintedAt));
    calls.push(await page.evaluate(callTimings));
    jsRequests = urls.length;
    await context.close();
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    allMs: times.map(Math.round),
    calls,
    jsRequests,
  };
}
