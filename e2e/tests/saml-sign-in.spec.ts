import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type SamlIdp, startSamlIdp } from '../../scripts/saml-dev-idp/idp.mjs';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// Initech signs its people in through a SAML 2.0 identity provider that this journey starts
// on loopback (decision 057): metadata, a one-field sign-in page, signed answers.
const SAMIR = 'samir.nagheenanajar@initech.example.com';
let idp: SamlIdp;

test.describe.configure({ mode: 'serial' });

/** Removes Initech's sign-on configurations (OIDC's journey may have left one), through the API. */
async function removeInitechSso(request: APIRequestContext) {
  await request.post('/api/auth/login/password', { data: SUPER_ADMIN });
  const { tenants } = await (await request.get('/api/management/tenants')).json();
  const initech = tenants.find((tenant: { name: string }) => tenant.name === 'Initech');
  for (const provider of ['oidc', 'saml']) {
    await request.delete(`/api/management/oauth-providers/${initech.id}/${provider}`);
  }
  await request.post('/api/auth/logout');
}

/** From the self-serve login, through the IdP's sign-in page, back to the product. */
async function signInWithSaml(page: Page) {
  await page.goto('/self-serve-login');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByLabel('Work email').fill(SAMIR);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Test IdP sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(SAMIR);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeAll(async () => {
  idp = await startSamlIdp({
    people: {
      [SAMIR]: {
        firstName: 'Samir',
        lastName: 'Nagheenanajar',
        title: 'Systems Analyst',
        mobilePhone: '+1 512 555 0163',
      },
    },
  });
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: 'http://localhost:8080' });
  await removeInitechSso(request);
  await request.dispose();
  await idp.close();
});

test('a super admin configures SAML for Initech in the catalogue; a person signs in through the IdP and lands on their card', async ({
  page,
  request,
}) => {
  await removeInitechSso(request);
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Initech');
  await page.goto('/tenants/oauth');
  await page.getByRole('button', { name: 'Add new OAuth' }).click();
  await page.getByLabel('OAuth Provider').selectOption('saml');
  await page.getByLabel('Display Name').fill('Initech SAML');
  await expect(page.getByText(/\/api\/auth\/saml\/[0-9a-f-]+\/acs$/)).toBeVisible();
  await expect(page.getByText(/\/api\/auth\/saml\/[0-9a-f-]+\/metadata$/)).toBeVisible();
  await page.getByLabel('IdP metadata URL').fill(idp.metadataUrl);
  await expect(page.getByRole('group', { name: 'Attribute mappings' })).toBeVisible();
  await expect(page.getByLabel('Scopes')).toHaveCount(0);
  // What the IdP is given: the tenant's service provider metadata, public.
  const metadataUrl = await page
    .getByText(/\/api\/auth\/saml\/[0-9a-f-]+\/metadata$/)
    .textContent();
  const metadata = await request.get(new URL(metadataUrl ?? '').pathname);
  expect(metadata.ok()).toBe(true);
  expect(await metadata.text()).toContain('AssertionConsumerService');

  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('OAuth configuration saved successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Initech SAML' })).toContainText('Active');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithSaml(page);
  await expect(page).toHaveURL('/self-serve/card');
  await expect(page.getByRole('heading', { name: 'Your card', exact: true })).toBeVisible();
  await expect(page.getByText('Systems Analyst')).toBeVisible();
  await expect(page.getByText('+1 512 555 0163')).toBeVisible();
});

test('an answer replayed to the ACS is refused with a page that says so and offers to try again', async ({
  page,
}) => {
  // The IdP's answer as the browser posted it, kept to post again: a replayed assertion.
  let acsUrl = '';
  let answer = '';
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/auth\/saml\/[^/]+\/acs$/.test(sent.url())) {
      acsUrl = sent.url();
      answer = new URLSearchParams(sent.postData() ?? '').get('SAMLResponse') ?? '';
    }
  });
  await signInWithSaml(page);
  await expect(page).toHaveURL('/self-serve/card');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect(answer).not.toBe('');

  // Posted again from the IdP's origin, as a captured form would be.
  await page.goto(idp.url);
  await page.evaluate(
    ({ action, response }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'SAMLResponse';
      field.value = response;
      form.append(field);
      document.body.append(form);
      form.submit();
    },
    { action: acsUrl, response: answer },
  );
  await expect(page).toHaveURL(/\/sso\/failed\?reason=saml_replayed/);
  await expect(page.getByRole('heading', { name: 'This sign-in was already used' })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/self-serve-login/);
});
