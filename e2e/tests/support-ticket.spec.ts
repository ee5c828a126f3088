import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

const openTickets = async (page: Page) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const figure = page
    .getByRole('heading', { name: 'Open Tickets', level: 2 })
    .locator('xpath=following-sibling::p[1]');
  await expect(figure).toHaveText(/^\d[\d,]*$/);
  return Number((await figure.textContent())?.replace(/,/g, ''));
};

test('a client admin opens a ticket, a super admin answers it and resolves it, and the client admin sees both', async ({
  page,
  browser,
}) => {
  const subject = `Card shows an old title ${Date.now()}`;

  // The client admin of Acme opens a ticket from Support Tickets.
  await signInWithPassword(page, CLIENT_ADMIN);
  const openBefore = await openTickets(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Support Tickets' }).click();
  await expect(page).toHaveURL('/tenants/tickets');
  await page.getByRole('button', { name: 'New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Ticket' });
  await dialog.getByRole('button', { name: 'Open Ticket' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('My card still shows 2023.');
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
  await dialog.getByRole('button', { name: 'Open Ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page).toHaveURL(/\/tenants\/tickets\/[^/]+$/);
  const ticketUrl = page.url();
  const number = (await page.locator('main h1 + span').textContent()) ?? '';
  expect(number).toMatch(/^TCK-\d+$/);
  expect(await openTickets(page)).toBe(openBefore + 1);

  // A super admin, in a browser of their own, finds it among every tenant's tickets.
  const support = await browser.newContext();
  const supportPage = await support.newPage();
  await signInWithPassword(supportPage, SUPER_ADMIN);
  await supportPage.goto('/tenants/tickets');
  await expect(supportPage.getByText('All tenants')).toBeVisible();
  await supportPage.getByRole('searchbox', { name: 'Search' }).fill(number);
  await supportPage.getByRole('button', { name: 'Filter' }).click();
  const row = supportPage.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Acme Corporation');
  await expect(row).toContainText('Open');
  await expect(row).toContainText('High');
  await expectAccessible(supportPage);
  await row.getByRole('link', { name: `View ${number}` }).click();
  await expect(supportPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // It replies and resolves it.
  await supportPage.getByRole('textbox', { name: 'Your reply' }).fill('Fixed: the title is new.');
  await supportPage.getByRole('button', { name: 'Send Reply' }).click();
  await expect(supportPage.getByText('Reply sent.')).toBeVisible();
  const conversation = supportPage.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').last()).toContainText('Support');
  await supportPage.getByRole('combobox', { name: 'Change status' }).selectOption('Resolved');
  await supportPage.getByRole('button', { name: 'Update Status' }).click();
  await expect(supportPage.getByText('Status updated.')).toBeVisible();
  await expect(supportPage.getByRole('list', { name: 'History' })).toContainText(
    'changed status from Open to Resolved',
  );
  await expectAccessible(supportPage);
  await support.close();

  // The client admin sees the reply from support and the new status; it no longer counts as open.
  await page.goto(ticketUrl);
  const replies = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(replies).toHaveCount(2);
  await expect(replies.last()).toContainText('Support');
  await expect(replies.last()).toContainText('Fixed: the title is new.');
  await expect(page.getByRole('combobox', { name: 'Change status' })).toHaveValue('resolved');
  await expect(page.getByRole('main')).toContainText('Resolved');
  expect(await openTickets(page)).toBe(openBefore);
});
