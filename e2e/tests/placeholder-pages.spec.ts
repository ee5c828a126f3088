import { expect, test } from '@playwright/test';
import { CLIENT_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

test("a client admin opens Support Tickets with the spec's sample content", async ({ page }) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  const nav = page.getByRole('navigation');

  await nav.getByRole('link', { name: 'Support Tickets', exact: true }).click();
  await expect(page).toHaveURL('/tenants/tickets');
  const table = page.getByRole('table');
  for (const heading of ['Ticket ID', 'Subject', 'Status', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(2);
});
