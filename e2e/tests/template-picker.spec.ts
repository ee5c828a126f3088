import { type APIRequestContext, expect, test } from '@playwright/test';
import { END_USER, SUPER_ADMIN } from '../support/accounts';
import { SHELL_ORIGIN } from '../support/origins';
import { selectTenant, signInWithPassword, submitSelfServeSignIn } from '../support/sign-in';

// Templates per department (decision 056): the super admin makes a second template of Globex
// for its Sales people with the cell phone locked; the demo end user, put in Sales for this
// journey, gets a card drawn from it and sees the cell phone read-only on their profile.

interface Me {
  id: string;
  tenant_id: string;
  embedded_url: string;
}

/** The demo end user as their own profile reads them. */
async function demoEndUser(request: APIRequestContext): Promise<Me> {
  const login = await request.post(`${SHELL_ORIGIN}/api/auth/self-serve-login`, { data: END_USER });
  expect(login.ok()).toBe(true);
  const info = await request.get(`${SHELL_ORIGIN}/api/self-serve/user-info`);
  expect(info.ok()).toBe(true);
  const me = (await info.json()) as Me;
  await request.post(`${SHELL_ORIGIN}/api/auth/logout`);
  return me;
}

/** Sets the person's department through the admin write, every other field as stored. */
async function setDepartment(admin: APIRequestContext, me: Me, department: string | null) {
  const url = `${SHELL_ORIGIN}/api/management/users/${me.tenant_id}/${me.id}`;
  const stored = (await (await admin.get(url)).json()) as Record<string, unknown>;
  const saved = await admin.put(url, {
    data: { ...stored, department },
    headers: { origin: SHELL_ORIGIN },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return stored.department as string | null;
}

test("a Sales end user's card uses the Sales template, whose locked cell phone their profile shows read-only", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await demoEndUser(request);
  await signInWithPassword(page, SUPER_ADMIN);
  const admin = page.request;
  const name = `Sales ${Date.now().toString(36)}`;
  const title = `Sales Card ${Date.now().toString(36)}`;
  const before = await setDepartment(admin, me, 'Sales');
  const templates = `${SHELL_ORIGIN}/api/management/contactPage/templates/${me.tenant_id}`;
  try {
    await selectTenant(page, 'Globex');
    await page.goto('/tenants/contact');

    // A second template, picked at once, with its own page title.
    await page.getByRole('button', { name: 'New template' }).click();
    const naming = page.getByRole('dialog', { name: 'New template' });
    await naming.getByLabel(/Template name/).fill(name);
    await naming.getByRole('button', { name: 'New template' }).click();
    await expect(page.getByRole('combobox', { name: 'Template', exact: true })).toHaveValue(/.+/);
    await expect(
      page.getByRole('combobox', { name: 'Template', exact: true }).locator('option:checked'),
    ).toHaveText(name);
    await page.getByRole('button', { name: 'Customize Theme' }).click();
    const theme = page.getByRole('dialog', { name: 'Customize Theme' });
    await theme.getByLabel('Page title').fill(title);
    await theme.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Template saved successfully')).toBeVisible();

    // The cell phone locked.
    await page.getByRole('button', { name: 'Field locks' }).click();
    const locks = page.getByRole('dialog', { name: `Field locks: ${name}` });
    await locks.getByRole('checkbox', { name: 'Cell phone' }).check();
    await locks.getByRole('button', { name: 'Save locks' }).click();
    await expect(page.getByText('Field locks saved.')).toBeVisible();

    // Sales people get it.
    await page.getByRole('button', { name: 'Assignment' }).click();
    const assignment = page.getByRole('dialog', { name: 'Assignment' });
    await assignment.getByRole('button', { name: 'Add rule' }).click();
    await assignment.getByRole('combobox', { name: 'Rule 1: Department' }).fill('Sales');
    await assignment.getByRole('combobox', { name: 'Rule 1: Uses template' }).selectOption(name);
    await assignment.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Assignment rules saved.')).toBeVisible();

    // The card shows the Sales template at once.
    const card = await page.request.get(me.embedded_url);
    expect(await card.text()).toContain(title);

    // On the self-serve page, the cell phone is the company's.
    const context = await browser.newContext();
    const profile = await context.newPage();
    await profile.goto(`${SHELL_ORIGIN}/self-serve-login?tenant_id=${me.tenant_id}`);
    await submitSelfServeSignIn(profile, END_USER);
    const cell = profile.getByRole('textbox', { name: 'Cell phone', exact: true });
    await expect(cell).toHaveAttribute('readonly', '');
    await expect(cell).toHaveAccessibleDescription('Managed by your company');
    await expect(
      profile.getByRole('textbox', { name: 'Work phone', exact: true }),
    ).not.toHaveAttribute('readonly');
    await context.close();
  } finally {
    // Other journeys change the demo end user's cell phone: the template and its rule go.
    const list = (await (await admin.get(`${templates}/list`)).json()) as {
      templates: { id: string; name: string }[];
    };
    const made = list.templates.find((template) => template.name === name);
    if (made) {
      await admin.delete(`${templates}/list/${made.id}`, { headers: { origin: SHELL_ORIGIN } });
    }
    await setDepartment(admin, me, before);
  }
});
