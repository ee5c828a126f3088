import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { latestMailedLink } from '../support/outbox';
import { selectTenant, signInWithPassword, submitSelfServeSignIn } from '../support/sign-in';

const STANDALONE = 'http://localhost:8085';
// 555-0100 to 555-0199 are the numbers set aside for fiction.
const NEW_CELL = '(917) 555-0142';

/**
 * Signed in as the super admin on `page`, creates a not-yet-registered end user of Globex
 * (user managed) and copies their registration link from Edit User.
 */
async function copyRegistrationLink(page: Page, context: BrowserContext, stamp: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await page.goto('/tenants/users');
  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel(/^First name/).fill('Rita');
  await create.getByLabel(/^Last name/).fill(`Register ${stamp}`);
  await create.getByLabel(/^Email/).fill(`registrant-${stamp}@example.com`);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();

  await page.getByLabel('Search users').fill(stamp);
  await page.getByRole('button', { name: `Edit Rita Register ${stamp}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Registration link' }).click();
  await expect(page.getByText('Registration link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/self-serve/register');
  return link;
}

/** Fills and sends the registration form the person's page shows, up to its success page. */
async function register(person: Page, email: string) {
  await expect(person.getByRole('heading', { name: 'Registry Information' })).toBeVisible();
  await expect(person.getByLabel('First name')).toHaveValue('Rita');
  await person.getByLabel(/^Email/).fill(email);
  await person.getByLabel(/^Confirm email/).fill(email);
  await person.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(person).toHaveURL(/\/registration-success$/);
  await expect(person.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible();
}

// An admin hands the person a registration link; they register once, set a password from the
// mail (which completes the registration, decision 039), sign in to their profile, change their
// cell phone and see it on their card. Another person's address first gets the same answer.
test('a person registers from a copied link, sets a password, signs in and updates their card', async ({
  browser,
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const chosenEmail = `registered-${stamp}@example.com`;
  const password = `pass-${stamp}-word`;
  const link = await copyRegistrationLink(page, context, stamp);
  const tenantId = new URL(link).searchParams.get('tenant_id');

  // The person opens it signed out, in a browser of their own.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  // The demo Globex end user's address: answered as any address is, their account untouched.
  await person.goto(link);
  await register(person, 'user@example.com');
  await expect(person.getByText(/\/c\//)).toBeVisible();
  await person.goto(link);
  await register(person, chosenEmail);
  await expect(person.getByText(/\/c\//)).toBeVisible();
  await expect(person.getByRole('button', { name: 'View My Card' })).toBeEnabled();

  // The mailed password link leads to the self-serve login of their tenant.
  const passwordLink = await latestMailedLink(page.request, chosenEmail, '/forgot-password');
  expect(new URL(passwordLink).searchParams.get('token')).toBeTruthy();
  await person.goto(passwordLink);
  await expect(person.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await person.getByLabel('New Password').fill(password);
  await person.getByLabel('Confirm Password').fill(password);
  await person.getByRole('button', { name: 'Reset Password' }).click();
  await expect(person).toHaveURL(/\/self-serve-login\?/);
  expect(new URL(person.url()).searchParams.get('tenant_id')).toBe(tenantId);

  // Registered: the registration link now says so, registers nobody and offers their sign-in.
  await person.goto(link);
  await expect(person.getByText(/registration link is invalid/)).toBeVisible();
  await expect(person.getByRole('button', { name: 'Complete Registration' })).toHaveCount(0);
  await person.getByRole('button', { name: 'Sign in' }).click();
  await expect(person).toHaveURL(/\/self-serve-login\?/);

  await submitSelfServeSignIn(person, { email: chosenEmail, password });
  await expect(person).toHaveURL(/\/self-serve\?tenant_id=/);
  await expect(person.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
  const cell = person.getByRole('textbox', { name: 'Cell phone', exact: true });
  await cell.fill(NEW_CELL);
  await person.getByRole('button', { name: 'Save Changes' }).click();
  await expect(person.getByText('Your information has been updated successfully!')).toBeVisible();

  await person.reload();
  // Stored as E.164, shown as the card shows it (decision 034).
  await expect(cell).toHaveValue('+1 917 555 0142');
  const cardTab = theirs.waitForEvent('page');
  await person.getByRole('button', { name: 'View My Card' }).click();
  const card = await cardTab;
  await card.waitForLoadState();
  expect(new URL(card.url()).pathname).toMatch(/^\/c\//);
  await expect(card.getByText(/917\D{0,2}555\D?0142/).first()).toBeVisible();
  await theirs.close();
});

test('a person registers on the standalone self-serve app from a copied link', async ({
  browser,
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const copied = new URL(await copyRegistrationLink(page, context, stamp));
  const link = `${STANDALONE}${copied.pathname}${copied.search}`;

  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto(link);
  await register(person, `standalone-${stamp}@example.com`);
  expect(new URL(person.url()).origin).toBe(STANDALONE);
  await theirs.close();
});

test('a registration page without tenant_id and user_id says Invalid Access', async ({ page }) => {
  await page.goto('/self-serve/register');
  await expect(page.getByText(/^Invalid Access: This page requires valid tenant_id/)).toBeVisible();
});
