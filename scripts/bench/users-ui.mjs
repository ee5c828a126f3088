// Tenant Users at scale (issue 4): in Chromium, how long typing in search, changing the sort
// and changing the page take to update the table, read from the performance measures the
// page records ('users-table:search' | 'sort' | 'page', from the input event to the commit).

const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };
// The eight sortable columns, so every sort can be exercised.
const SORTABLE = ['Name', 'Email', 'Role', 'Title', 'Company', 'Department', 'Created', 'Updated'];
const SORTABLE_KEYS = [
  'name',
  'email',
  'role',
  'title',
  'company',
  'department',
  'created_at',
  'updated_at',
];

const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
};

const round = (value) => (value === undefined ? null : Math.round(value * 10) / 10);

async function signedInContext(browser, shellUrl, tenantName) {
  const context = await browser.newContext();
  const login = await context.request.post(`${shellUrl}/api/auth/login/password`, {
    data: SUPER_ADMIN,
    headers: { origin: shellUrl },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const { tenants } = await (
    await context.request.get(`${shellUrl}/api/management/tenants`)
  ).json();
  const tenant = tenants.find((candidate) => candidate.name === tenantName);
  if (!tenant) throw new Error(`no tenant named ${tenantName}`);
  await context.addInitScript(
    ({ selected, columns }) => {
      localStorage.setItem('selectedTenant', JSON.stringify(selected));
      localStorage.setItem('tenantUsersVisibleColumns', JSON.stringify(columns));
    },
    { selected: tenant, columns: SORTABLE_KEYS },
  );
  return context;
}

async function durationsOf(page, kind) {
  return page.evaluate((name) => {
    const values = performance.getEntriesByName(name, 'measure').map((entry) => entry.duration);
    performance.clearMeasures(name);
    return values;
  }, `users-table:${kind}`);
}

async function measureSearch(page, rounds) {
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.click();
  await durationsOf(page, 'search');
  for (let round = 0; round < rounds; round++) {
    // Narrowing keystrokes, then deleting back to the whole list: both directions count.
    await search.pressSequentially('an', { delay: 40 });
    await search.press('Backspace', { delay: 40 });
    await search.press('Backspace', { delay: 40 });
  }
  return durationsOf(page, 'search');
}

async function measureSort(page) {
  await durationsOf(page, 'sort');
  for (const label of SORTABLE) {
    const button = page
      .getByRole('columnheader', { name: new RegExp(`^${label}`) })
      .getByRole('button');
    // Each field once ascending and once descending: every sort is computed, none cached,
    // except the page's default (name ascending), which the second Name click leaves.
    await button.click();
    await button.click();
  }
  return durationsOf(page, 'sort');
}

async function measurePaging(page, steps) {
  await durationsOf(page, 'page');
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  for (let step = 0; step < steps; step++) await next.click();
  for (let step = 0; step < steps; step++) await previous.click();
  return durationsOf(page, 'page');
}

/**
 * Opens /tenants/users with `tenantName` selected (a product running at `shellUrl`, signed in
 * as the demo super admin) and returns median milliseconds per table update, the worst
 * sample, and the number of rows in the table body (only the visible page is rendered).
 */
export async function benchUsersUi(browser, { shellUrl, tenantName, rounds = 10 }) {
  const context = await signedInContext(browser, shellUrl, tenantName);
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}/tenants/users`);
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    // The first page shows while the list arrives; search and sort wait for all of it.
    await page.waitForFunction(
      () => document.querySelector('input[type="search"]')?.disabled === false,
      null,
      { timeout: 60_000 },
    );
    const summary = await page.getByText(/^Showing \d+-\d+ of \d+ users$/).textContent();

    const search = await measureSearch(page, rounds);
    const sort = await measureSort(page);
    const paging = await measurePaging(page, rounds);
    if (search.length === 0 || sort.length === 0 || paging.length === 0) {
      throw new Error(
        'the page recorded no users-table measures: is mfe-users built from this tree?',
      );
    }
    return {
      users: Number(summary.match(/of (\d+) users/)[1]),
      searchMs: median(search),
      sortMs: median(sort),
      pageMs: median(paging),
      maxMs: {
        search: round(Math.max(...search)),
        sort: round(Math.max(...sort)),
        page: round(Math.max(...paging)),
      },
      samples: { search: search.length, sort: sort.length, page: paging.length },
      rows: await page.locator('table tbody tr').count(),
    };
  } finally {
    await context.close();
  }
}
