// Tenant Users at 100,000 users (issue 13), in fresh (cold-cache) Chromium contexts: the time
// from navigation to the first page of users painted, to the whole list loaded (the controls
// enabled), and the list's bytes on the wire. Needs the product running at `shellUrl`; run
// alone with `node scripts/bench/users-first-paint.mjs` against one started by `npm start`.
import { fileURLToPath } from 'node:url';

const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };
const USERS = 100_000;
const FIRST = ['Ava', 'Ben', 'Chloé', 'Dmitri', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jun'];
const LAST = ['Okafor', 'Smith', 'Nguyen', 'García', 'Kowalski', 'Ito', 'Brown', 'Müller'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => Math.round(bytes / 104857.6) / 10;

/** Name, email, title and a city a user: 100,000 rows stay under the 10 MB upload limit. */
function leanCsv(count) {
  const rows = Array.from(
    { length: count },
    (_, i) =>
      `${FIRST[i % FIRST.length]},${LAST[(i >> 3) % LAST.length]},p${i}@paint.example.com,Engineer,Springfield\r\n`,
  );
  return `first_name,last_name,email,title,address1_city\r\n${rows.join('')}`;
}

async function signIn(request, shellUrl) {
  const login = await request.post(`${shellUrl}/api/auth/login/password`, {
    data: SUPER_ADMIN,
    headers: { origin: shellUrl },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
}

/** A tenant of 100,000 users, uploaded as CSV through the API. */
async function createTenant(browser, shellUrl) {
  const context = await browser.newContext();
  try {
    await signIn(context.request, shellUrl);
    const name = `Bench Hundred Thousand ${Date.now()}`;
    const created = await context.request.post(`${shellUrl}/api/management/tenants`, {
      data: { name, email: 'bench@example.com', tenant_type: 'organization_managed' },
      headers: { origin: shellUrl },
    });
    const tenant = await created.json();
    const upload = await context.request.post(
      `${shellUrl}/api/management/users/${tenant.id}/csv/csv-upload`,
      {
        multipart: {
          csvFile: { name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(leanCsv(USERS)) },
        },
        headers: { origin: shellUrl },
        timeout: 300_000,
      },
    );
    if (!upload.ok()) throw new Error(`100,000-user upload failed: ${await upload.text()}`);
    const plain = await context.request.get(`${shellUrl}/api/management/users/${tenant.id}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    return { tenant, plainBytes: (await plain.body()).length };
  } finally {
    await context.close();
  }
}

// Runs in the page: the first moment a row of users is on screen, and the moment the list is
// whole (the search box enabled), each stamped at the next frame.
function watchTable() {
  const stamp = (name) => requestAnimationFrame(() => (window[name] ??= performance.now()));
  const observer = new MutationObserver(() => {
    if (document.querySelector('table[aria-label="Tenant users"] tbody tr')) {
      stamp('__firstPagePaintedAt');
      const search = document.querySelector('input[type="search"]');
      if (search && !search.disabled) {
        stamp('__wholeListAt');
        observer.disconnect();
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function measureOnce(browser, shellUrl, tenant) {
  const context = await browser.newContext();
  try {
    await signIn(context.request, shellUrl);
    await context.addInitScript((selected) => {
      localStorage.setItem('selectedTenant', JSON.stringify(selected));
    }, tenant);
    await context.addInitScript(watchTable);
    const page = await context.newPage();
    const listUrl = `${shellUrl}/api/management/users/${tenant.id}`;
    const listResponse = page.waitForResponse((response) => response.url() === listUrl);
    await page.goto(`${shellUrl}/tenants/users`);
    await page.waitForFunction(() => window.__wholeListAt !== undefined, null, { timeout: 60_000 });
    const response = await listResponse;
    await response.finished();
    const { responseBodySize } = await response.request().sizes();
    const times = await page.evaluate(() => [
      window.__firstPagePaintedAt,
      window.__wholeListAt,
      performance.timeOrigin,
    ]);
    // Where the time goes: when the screen asked for the list, and when its first bytes came.
    const timing = response.request().timing();
    const askedAt = timing.startTime - times[2];
    return {
      firstPageMs: Math.round(times[0]),
      wholeListMs: Math.round(times[1]),
      listAskedMs: Math.round(askedAt),
      listFirstByteMs: Math.round(askedAt + timing.responseStart),
      wireBytes: responseBodySize,
      encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
    };
  } finally {
    await context.close();
  }
}

/** Medians of `runs` cold navigations to Tenant Users with 100,000 users. */
export async function benchUsersFirstPaint(browser, { shellUrl, runs = 3 }) {
  const { tenant, plainBytes } = await createTenant(browser, shellUrl);
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, shellUrl, tenant));
  return {
    users: USERS,
    runs,
    firstPageMs: median(samples.map((sample) => sample.firstPageMs)),
    wholeListMs: median(samples.map((sample) => sample.wholeListMs)),
    allFirstPageMs: samples.map((sample) => sample.firstPageMs),
    listAskedMs: median(samples.map((sample) => sample.listAskedMs)),
    listFirstByteMs: median(samples.map((sample) => sample.listFirstByteMs)),
    wireBytes: samples[0].wireBytes,
    encoding: samples[0].encoding,
    plainBytes,
  };
}

/** `[figure, measured, target]` rows for the README's figures table. */
export function usersFirstPaintRows(result) {
  return [
    [
      `Tenant Users at 100,000 users: navigation → first page painted, cold cache (median of ${result.runs})`,
      `${result.firstPageMs} ms`,
      '≤ 1000 ms',
    ],
    [
      'Tenant Users at 100,000 users: navigation → whole list loaded, search and sort enabled',
      `${result.wholeListMs} ms`,
      '—',
    ],
    [
      'Tenant Users at 100,000 users: list bytes on the wire',
      `${mb(result.wireBytes)} MB ${result.encoding} (${mb(result.plainBytes)} MB uncompressed)`,
      '≤ 10 MB, compressed',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, chromiumPath } = await import('../chromium.mjs');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const shellUrl = process.env.BENCH_SHELL_URL ?? 'http://localhost:8080';
    const result = await benchUsersFirstPaint(browser, { shellUrl });
    console.log(JSON.stringify(result, null, 2));
    for (const row of usersFirstPaintRows(result)) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await browser.close();
  }
}
