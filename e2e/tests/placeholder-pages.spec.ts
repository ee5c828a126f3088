import { expect, test } from '@playwright/test';
import { CLIENT_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

test("a client admin opens Reports, Logs and Support Tickets with the spec's sample content", async ({
  page,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  const nav = page.getByRole('navigation');

  await nav.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL('/tenants/reports');
  await expect(page.getByRole('heading', { name: 'Usage Report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Summary' })).toBeVisible();

  await nav.getByRole('link', { name: 'Logs', exact: true }).click();
  await expect(page).toHaveURL('/tenants/logs');
  const lines = page.getByRole('list', { name: 'Log lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(6);
  await page.getByLabel('Level').selectOption('Error');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('[ERROR]');
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('logs.txt');

  await nav.getByRole('link', { name: 'Support Tickets', exact: true }).click();
  await expect(page).toHaveURL('/tenants/tickets');
  const table = page.getByRole('table');
  for (const heading of ['Ticket ID', 'Subject', 'Status', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(2);
});
