import { expect, type Locator, type Page, test } from '@playwright/test';

// The sign-in screens come painted in their HTML (scripts/prerender) and the app takes them
// over as they are: no flash, no mismatch, and the same look as the screen the app renders.

const SELF_SERVE = 'http://localhost:8085';

// React reports a screen it could not take over as a hydration error (#418, #423, #425...).
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(1[89]|2[0-5])/i;

/** Console errors and page errors about hydration, collected from now on. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

const classOf = (locator: Locator) => locator.evaluate((element) => element.className);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows the sign-in form from the HTML alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Magic Link' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  });

  test('the self-serve login shows its form from the HTML alone', async ({ page }) => {
    await page.goto(`${SELF_SERVE}/self-serve-login`);
    await expect(page.getByRole('heading', { name: 'Sign in to update your card' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('any other page shows no sign-in form before its script runs', async ({ page }) => {
    for (const url of ['/tenants', '/', `${SELF_SERVE}/self-serve`]) {
      await page.goto(url);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

// zod's core names each schema class; the name survives minification.
const ZOD_MARK = '$ZodType';

test('the sign-in page loads neither zod nor the reply schemas', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(ZOD_MARK))).toEqual([]);
});

test('/login is taken over without a hydration error and answers at once', async ({ page }) => {
  const problems = hydrationProblems(page);
  await page.goto('/login');
  const magicTab = page.getByRole('tab', { name: 'Magic Link' });
  const tabClassFromHtml = await classOf(magicTab);
  const emailLabelClass = await classOf(page.getByText('Email', { exact: true }));

  await page.getByRole('tab', { name: 'Password' }).click();
  // Rendered in the browser: it looks like the Email field that came in the HTML.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  const panel = page.getByRole('tabpanel');
  expect(await classOf(panel.getByText('Password', { exact: true }))).toBe(emailLabelClass);
  expect(await classOf(password)).toBe(await classOf(page.getByLabel('Email')));

  await magicTab.click();
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  // Re-rendered in the browser: the same classes as in the HTML.
  expect(await classOf(magicTab)).toBe(tabClassFromHtml);
  expect(problems).toEqual([]);
});

test('the self-serve login is taken over without a hydration error', async ({ page }) => {
  const problems = hydrationProblems(page);
  await page.goto(`${SELF_SERVE}/self-serve-login`);
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
  const emailLabelClass = await classOf(page.getByText('Email', { exact: true }));

  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  // Rendered in the browser: it looks like the fields and the button that came in the HTML.
  await expect(page.getByLabel('Work email')).toBeVisible();
  expect(await classOf(page.getByText('Work email', { exact: true }))).toBe(emailLabelClass);
  expect(await classOf(page.getByRole('button', { name: 'Continue' }))).toBe(await classOf(signIn));
  expect(problems).toEqual([]);
});
