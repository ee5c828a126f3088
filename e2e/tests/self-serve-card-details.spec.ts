import { expect, type Page, test } from '@playwright/test';
import { END_USER } from '../support/accounts';
import { SHELL_ORIGIN } from '../support/origins';
import { submitSelfServeSignIn } from '../support/sign-in';

// The demo end user (Globex, user managed) chooses which of their details their card shows
// (decision 058): they hide their cell phone, the card no longer shows it, and show it again.

const cellSwitch = (page: Page) => page.getByRole('switch', { name: 'Show Cell phone on card' });

test('an end user hides their cell phone from their card, and shows it again', async ({
  page,
  context,
  request,
}) => {
  const login = await request.post(`${SHELL_ORIGIN}/api/auth/self-serve-login`, {
    data: END_USER,
  });
  expect(login.ok()).toBe(true);
  const { tenant_id: tenantId } = (await login.json()) as { tenant_id: string };
  await request.post(`${SHELL_ORIGIN}/api/auth/logout`);

  // Different per run, so a number kept from an earlier run proves nothing; 555-0100 to
  // 555-0199 are the numbers set aside for fiction.
  const suffix = `01${String(Date.now() % 100).padStart(2, '0')}`;
  const onCard = new RegExp(`212\\)?.?555.?${suffix}`);

  await page.goto(`${SHELL_ORIGIN}/self-serve-login?tenant_id=${tenantId}`);
  await submitSelfServeSignIn(page, END_USER);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cell phone', exact: true }).fill(`+1 212 555 ${suffix}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your information has been updated successfully!')).toBeVisible();

  const details = page.getByRole('region', { name: 'What your card shows' });
  await expect(details.getByText('Always shown')).toHaveCount(3);
  // A run that stopped halfway may have left it hidden.
  if (!(await cellSwitch(page).isChecked())) {
    await cellSwitch(page).click();
    await expect(page.getByText('Cell phone is shown on your card.')).toBeVisible();
  }

  const cardTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'View My Card' }).click();
  const card = await cardTab;
  await card.waitForLoadState();
  await expect(card.getByText(onCard).first()).toBeVisible();

  await cellSwitch(page).click();
  await expect(page.getByText('Cell phone is hidden from your card.')).toBeVisible();
  await expect(cellSwitch(page)).not.toBeChecked();
  await expect(async () => {
    await card.reload();
    await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card.getByText(onCard)).toHaveCount(0);
  }).toPass({ timeout: 10_000 });
  await expect(card.getByText(END_USER.email).first()).toBeVisible();

  await page.reload();
  await expect(cellSwitch(page)).not.toBeChecked();
  await cellSwitch(page).click();
  await expect(page.getByText('Cell phone is shown on your card.')).toBeVisible();
  await expect(async () => {
    await card.reload();
    await expect(card.getByText(onCard).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});
