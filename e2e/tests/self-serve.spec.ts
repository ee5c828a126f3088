import { expect, test } from '@playwright/test';
import { END_USER } from '../support/accounts';

const SELF_SERVE = 'http://localhost:8085';

test('the self-serve remote served alone shows its login page and signs the user in', async ({
  page,
}) => {
  await page.goto(`${SELF_SERVE}/self-serve-login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter email and password')).toBeVisible();

  await page.getByLabel('Email').fill(END_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(END_USER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/self-serve(\?tenant_id=[0-9a-f-]+)?$/);
  await expect(page.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();

  const session = await page.request.get(`${SELF_SERVE}/api/auth/validate`);
  expect(session.status()).toBe(200);
  expect((await session.json()).user.email).toBe(END_USER.email);
});

test('a wrong self-serve password shows the server message', async ({ page }) => {
  await page.goto(`${SELF_SERVE}/self-serve-login`);
  await page.getByLabel('Email').fill(END_USER.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
