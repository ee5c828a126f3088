import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { SUPER_ADMIN } from '../support/accounts';
import { SHELL_ORIGIN as SHELL } from '../support/origins';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// An admin on a 390 × 844 phone: the header, Edit User, the toast after Create User, and the
// card page of a person with a very long name (also at 320 px).
test.use({ viewport: { width: 390, height: 844 } });
// Each builds a tenant and runs axe: more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

/**
 * Focuses `field` and checks it is in view and that the dialog's action bar meets no field's
 * visible part (a field scrolled out of the dialog's body is not seen).
 */
async function expectBarClearOfFields(dialog: Locator, bar: Locator, field: Locator) {
  await field.focus();
  await expect(field).toBeInViewport({ ratio: 1 });
  const overlaps = await dialog.locator('input:visible, select:visible').evaluateAll(
    (elements, barElement) => {
      const barBox = (barElement as HTMLElement).getBoundingClientRect();
      return elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        let top = box.top;
        let bottom = box.bottom;
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
          const clip = node.getBoundingClientRect();
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        const meets =
          bottom > top &&
          box.left < barBox.right &&
          barBox.left < box.right &&
          top < barBox.bottom &&
          barBox.top < bottom;
        return meets ? [element.getAttribute('name') ?? element.id] : [];
      });
    },
    await bar.elementHandle(),
  );
  expect(overlaps, 'fields under the action bar').toEqual([]);
}

const post = async (request: APIRequestContext, url: string, data: object) => {
  const response = await request.post(url, { data, headers: { origin: SHELL } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
};

/** A tenant of this journey's own with `count` users, selected, on Tenant Users. */
async function tenantWithUsers(page: Page, count: number) {
  await signInWithPassword(page, SUPER_ADMIN);
  const name = `Phone Admin ${Date.now()}`;
  const tenant = (await post(page.request, '/api/management/tenants', {
    name,
    email: 'it@e2e.example',
    tenant_type: 'organization_managed',
    country: 'USA',
  })) as { id: string };
  const users: { embedded_url: string }[] = [];
  for (let i = 1; i <= count; i += 1) {
    const first = i === 1 ? LONG_NAME.repeat(2) : `Person${String(i).padStart(2, '0')}`;
    users.push(
      await post(page.request, `/api/management/users/${tenant.id}`, {
        first_name: first,
        last_name: i === 1 ? LONG_NAME : 'Phone',
        email: i === 1 ? `${LONG_NAME.toLowerCase().repeat(3)}@e2e.example` : `p${i}@e2e.example`,
        title: i === 1 ? LONG_NAME.repeat(3) : null,
        company: i === 1 ? LONG_NAME.repeat(3) : null,
        website: i === 1 ? `https://example.com/${LONG_NAME.repeat(4)}` : null,
        linkedin: i === 1 ? `https://www.linkedin.com/in/${LONG_NAME.repeat(4)}` : null,
      }),
    );
  }
  await selectTenant(page, name);
  await page.goto('/tenants/users');
  await expect(page.getByRole('table', { name: 'Tenant users' })).toBeVisible();
  return users;
}

test('the header shows initials in a button that opens name, email, role, About and Logout', async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /^Account: / });
  await expect(account).toBeInViewport({ ratio: 1 });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByText(SUPER_ADMIN.email)).toBeHidden();

  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  for (const text of [SUPER_ADMIN.email, 'Super Admin']) {
    await expect(header.getByText(text, { exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(header.getByRole('button', { name: 'About' })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'header');

  await page.keyboard.press('Tab');
  await expect(header.getByRole('button', { name: 'About' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeHidden();
});

test("Edit User's Cancel / Save bar stays below the fields, which scroll between title and bar", async ({
  page,
}) => {
  await tenantWithUsers(page, 1);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { name: 'Edit User' })).toBeInViewport({ ratio: 1 });

  const footer = save.locator('xpath=..');
  for (const field of ['Facebook', 'Instagram', 'YouTube', 'Reddit']) {
    await expectBarClearOfFields(dialog, footer, dialog.getByLabel(field, { exact: true }));
  }
  // The body scrolls, not the page or the whole panel: the title stays on screen.
  await expect(dialog.getByRole('heading', { name: 'Edit User' })).toBeInViewport({ ratio: 1 });
  const footerBox = await boxOf(footer);
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(844);
  await expectAccessible(page, 'dialog');
});

test("Add Admin User's Cancel / Create bar stays below the fields and their errors, also with the keyboard up", async ({
  page,
}) => {
  await signInWithPassword(page, SUPER_ADMIN);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add Admin User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin User' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await create.click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  const heading = dialog.getByRole('heading', { name: 'Add Admin User' });
  const bar = create.locator('xpath=..');
  // With its errors the form is 742 px tall: it fits 844, not the 560 px left above a phone's
  // on-screen keyboard, where the whole panel used to scroll, title and bar with it.
  for (const height of [844, 560]) {
    await page.setViewportSize({ width: 390, height });
    for (const field of [/^First Name/, /^Email/, /^Role/, /^Password/]) {
      await expectBarClearOfFields(dialog, bar, dialog.getByLabel(field));
      await expect(heading, `the title at ${height} px`).toBeInViewport({ ratio: 1 });
      await expect(create, `Create at ${height} px`).toBeInViewport({ ratio: 1 });
    }
  }
  await expectAccessible(page, 'dialog');
});

// On a 390 px Tenant Users table every corner and edge middle holds a control (row tick boxes on
// the left, Edit / Delete on the right, Menu and the initials on top): the toast tries every
// height along the edges, and takes room in the page when none is free.
test("the 'User created successfully!' toast does not cover the last row's Edit button", async ({
  page,
}) => {
  await tenantWithUsers(page, 9);
  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel(/^First name/).fill('Zelda');
  await create.getByLabel(/^Last name/).fill('Zuse');
  await create.getByLabel(/^Email/).fill('zelda@e2e.example');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create).toHaveCount(0);

  const toast = page.getByRole('status').filter({ hasText: 'User created successfully!' });
  await expect(toast).toBeVisible();
  const table = page.getByRole('table', { name: 'Tenant users' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const edits = table.getByRole('button', { name: /^Edit / });
  const lastEdit = edits.last();
  await lastEdit.scrollIntoViewIfNeeded();
  await expect(lastEdit).toBeInViewport({ ratio: 1 });
  await expect(toast).toBeVisible();
  await expect
    .poll(async () => intersect(await boxOf(toast), await boxOf(lastEdit)), {
      message: "the toast covers the last row's Edit",
      timeout: 1500,
    })
    .toBe(false);
  await lastEdit.click({ trial: true });
});

test('the card page of a very long name has no sideways scroll at 390 px and 320 px', async ({
  page,
}) => {
  const [person] = await tenantWithUsers(page, 1);
  const url = new URL(person!.embedded_url).pathname;
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG_NAME);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `the card page at ${width} px`).toBeLessThanOrEqual(width);
  }
  await expectAccessible(page, 'body');
});
