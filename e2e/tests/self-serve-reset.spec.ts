import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from '../support/accounts';
import { latestMailedLink } from '../support/outbox';
import { signInWithPassword, submitSelfServeSignIn } from '../support/sign-in';

const SHELL = 'http://localhost:8080';

/** As the super admin on `page`: a new end user of Globex (user managed), without a password. */
async function newGlobexUser(page: Page, email: string): Promise<{ tenantId: string }> {
  await signInWithPassword(page, SUPER_ADMIN);
  const { tenants } = await (await page.request.get('/api/management/tenants')).json();
  const globex = tenants.find((tenant: { name: string }) => tenant.name === 'Globex');
  const created = await page.request.post(`/api/management/users/${globex.id}`, {
    data: { first_name: 'Rosa', last_name: 'Reset', email },
    headers: { origin: SHELL },
  });
  expect(created.status()).toBe(201);
  return { tenantId: globex.id };
}

// Issue 21 §4: an end user who asks for a reset on the shell's self-serve login, with no
// tenant_id anywhere, is brought back to their own tenant's sign-in, where the new password works.
test('an end user resets their password from :8080/self-serve-login without a tenant id and ends signed in on the profile', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `reset-${stamp}@example.com`;
  const password = `reset-${stamp}-pass`;
  const { tenantId } = await newGlobexUser(page, email);

  // A browser of their own: no remembered tenant, no session.
  const theirs = await browser.newContext();
  const person = await theirs.newPage();
  await person.goto(`${SHELL}/self-serve-login`);
  await person.getByLabel('Email').fill(email);
  await person.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(person.getByText('Reset link sent')).toBeVisible();

  const link = new URL(await latestMailedLink(page.request, email, '/forgot-password'));
  expect(link.searchParams.get('token_type')).toBe('multi_tenant_passwords');
  expect(link.searchParams.get('tenant_id')).toBe(tenantId);

  await person.goto(link.toString());
  await expect(person.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(person.getByText('BizCard Self-Service')).toBeVisible();
  await expect(person.getByText('BizCard Admin')).toHaveCount(0);
  await person.getByLabel('New Password').fill(password);
  await person.getByLabel('Confirm Password').fill(password);
  await person.getByRole('button', { name: 'Reset Password' }).click();

  await expect(person).toHaveURL(/\/self-serve-login\?tenant_id=/);
  expect(new URL(person.url()).searchParams.get('tenant_id')).toBe(tenantId);
  await submitSelfServeSignIn(person, { email, password });
  await expect(person).toHaveURL(/\/self-serve\?tenant_id=/);
  await expect(person.getByRole('heading', { name: 'Update Your Information' })).toBeVisible();
  await theirs.close();
});
