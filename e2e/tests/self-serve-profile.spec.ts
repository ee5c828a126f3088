import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { END_USER } from '../support/accounts';
import { SELF_SERVE_ORIGIN, SHELL_ORIGIN } from '../support/origins';
import { submitSelfServeSignIn } from '../support/sign-in';

// The demo end user (Globex, user managed) keeps their own card current, on the shell and on
// the standalone self-serve app, which serve the same page.
const APPS = [
  { name: 'the shell', origin: SHELL_ORIGIN },
  { name: 'the standalone app', origin: SELF_SERVE_ORIGIN },
];

async function endUserTenantId(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.post(`${origin}/api/auth/self-serve-login`, { data: END_USER });
  expect(response.ok()).toBe(true);
  const { tenant_id } = (await response.json()) as { tenant_id: string };
  await request.post(`${origin}/api/auth/logout`);
  return tenant_id;
}

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

for (const { name, origin } of APPS) {
  test(`on ${name}, an end user signs in, updates a phone, a link and an address, and their card shows it`, async ({
    page,
    context,
    request,
  }) => {
    const tenantId = await endUserTenantId(request, origin);
    const profile = `${origin}/self-serve?tenant_id=${tenantId}`;
    // Different per app and per run, so a value kept from an earlier run proves nothing.
    // 555-0100 to 555-0199 are the numbers set aside for fiction.
    const suffix = `01${String(Date.now() % 100).padStart(2, '0')}`;
    const cell = `+1 212 555 ${suffix}`;
    const linkedin = `https://www.linkedin.com/in/demo-user-${suffix}`;
    const city = `Springfield ${suffix}`;

    await page.goto(`${origin}/self-serve-login?tenant_id=${tenantId}`);
    await submitSelfServeSignIn(page, END_USER);
    await expect(page).toHaveURL(profile);
    await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');

    await field(page, 'Cell phone').fill(cell);
    await field(page, 'LinkedIn').fill(linkedin);
    const firstAddress = page.getByRole('group', { name: 'Address 1' });
    await firstAddress.getByRole('textbox', { name: 'City' }).fill(city);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your information has been updated successfully!')).toBeVisible();

    await page.reload();
    await expect(field(page, 'Cell phone')).toHaveValue(cell);
    await expect(field(page, 'LinkedIn')).toHaveValue(linkedin);
    await expect(
      page.getByRole('group', { name: 'Address 1' }).getByRole('textbox', { name: 'City' }),
    ).toHaveValue(city);

    const cardTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View My Card' }).click();
    const card = await cardTab;
    await card.waitForLoadState();
    // '+1 212 555 …', or '(212) 555-…' to a visitor from the United States (issue 28).
    await expect(card.getByText(new RegExp(`212\\)?.?555.?${suffix}`)).first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${origin}/self-serve-login?tenant_id=${tenantId}`);
  });
}

test('signed out, /self-serve goes to the self-serve login and returns to the profile after it', async ({
  page,
  request,
}) => {
  const origin = APPS[0]!.origin;
  const tenantId = await endUserTenantId(request, origin);
  await page.goto(`${origin}/self-serve?tenant_id=${tenantId}`);
  await expect(page).toHaveURL(`${origin}/self-serve-login?tenant_id=${tenantId}`);
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(`${origin}/self-serve?tenant_id=${tenantId}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
