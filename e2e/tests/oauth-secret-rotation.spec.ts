import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEV_CLIENT } from '../../scripts/oidc-dev-provider/provider.mjs';
import { SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword } from '../support/sign-in';

// The loopback OpenID Connect provider playwright.config.ts starts on :9400 stands in for
// Globex's directory; it knows one client and its secret.
const ISSUER = 'http://127.0.0.1:9400';
const NAME = 'Globex Directory';

/** Globex's directory configuration, holding a secret the directory no longer knows. */
async function configureWithRevokedSecret(request: APIRequestContext): Promise<string> {
  await request.post('/api/auth/login/password', { data: SUPER_ADMIN });
  const { tenants } = await (await request.get('/api/management/tenants')).json();
  const globex = tenants.find((tenant: { name: string }) => tenant.name === 'Globex');
  const providers = `/api/management/oauth-providers/${globex.id}`;
  await request.delete(`${providers}/oidc`);
  const saved = await request.post(providers, {
    data: {
      provider_name: 'oidc',
      display_name: NAME,
      provider_url: ISSUER,
      client_id: DEV_CLIENT.id,
      client_secret: 'a-secret-the-directory-revoked',
    },
  });
  expect(saved.status()).toBe(201);
  await request.post('/api/auth/logout');
  return `${providers}/oidc`;
}

test('a super admin rotates a client secret: a mistyped one is refused, the right one is saved and dated', async ({
  page,
  request,
}) => {
  const configuration = await configureWithRevokedSecret(request);

  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await page.goto('/tenants/oauth');
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByRole('button', { name: 'Rotate Keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate Keys' });

  await dialog.getByRole('button', { name: 'Rotate Secret' }).click();
  await expect(dialog.getByText('Client Secret is required')).toBeVisible();

  await dialog.getByLabel('Client Secret').fill('a-mistyped-secret');
  await dialog.getByRole('button', { name: 'Rotate Secret' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${NAME} refused the new client secret. The current secret is still in use.`,
  );

  await dialog.getByLabel('Client Secret').fill(DEV_CLIENT.secret);
  await dialog.getByRole('button', { name: 'Rotate Secret' }).click();
  await expect(page.getByText(`New client secret saved: ${NAME} accepted it.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date()),
  );
  await expect(row).toContainText(`Secret rotated on ${today}`);
  await expect(row).not.toContainText('Secret older than 180 days');
  await expect(page.getByText(DEV_CLIENT.secret)).toHaveCount(0);

  await page.request.delete(configuration);
});
