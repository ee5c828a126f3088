import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { CLIENT_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

const openProvisioning = async (page: Page) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Provisioning' }).click();
  await expect(page).toHaveURL('/tenants/provisioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Provisioning' })).toBeVisible();
};

/** A person as Okta sends them: the core schema, the work email, no `primary`. */
const directoryPerson = (stamp: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: `sasha.${stamp}@acme.example`,
  name: { givenName: 'Sasha', familyName: `Directory${stamp}` },
  emails: [{ value: `sasha.${stamp}@acme.example`, type: 'work' }],
  title: 'Field Engineer',
  active: true,
});

test('a client admin makes a SCIM token, the directory provisions a person with it, and a revoked token is refused', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now());
  const tokenName = `Okta ${stamp}`;

  // The client admin of Acme makes a token on Provisioning; it is shown once.
  await signInWithPassword(page, CLIENT_ADMIN);
  await openProvisioning(page);
  const baseUrl = await page.getByRole('textbox', { name: 'SCIM base URL' }).inputValue();
  expect(baseUrl).toBe('http://localhost:8080/scim/v2');
  await page.getByRole('button', { name: 'New token' }).click();
  const naming = page.getByRole('dialog', { name: 'New SCIM token' });
  await naming.getByRole('textbox', { name: /^Name/ }).fill(tokenName);
  await naming.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your SCIM token' });
  await expect(shown).toContainText('It will not be shown again.');
  const token = await shown.getByRole('textbox', { name: 'SCIM token', exact: true }).inputValue();
  expect(token).toMatch(/^scim_/);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: tokenName });
  await expect(row).toContainText(CLIENT_ADMIN.email);
  await expect(row).toContainText('Never');
  await expect(page.getByText(token)).toHaveCount(0);

  // The directory creates a person through SCIM with it.
  const person = directoryPerson(stamp);
  const created = await request.post(`${baseUrl}/Users`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: person,
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(await created.json()).toMatchObject({ userName: person.userName, active: true });

  // The person is in Tenant Users, and Provisioning shows the token used.
  await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(stamp);
  const personRow = page.getByRole('row').filter({ hasText: person.userName });
  await expect(personRow).toContainText(`Sasha Directory${stamp}`);
  await openProvisioning(page);
  await expect(row).not.toContainText('Never');

  // Revoked after a confirmation, the token is refused.
  await row.getByRole('button', { name: `Revoke ${tokenName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Token' });
  await expect(confirm).toContainText(tokenName);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Token ${tokenName} revoked.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  const refused = await request.get(`${baseUrl}/Users?filter=userName eq "${person.userName}"`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
});
