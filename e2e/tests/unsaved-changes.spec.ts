import { expect, type Page, test } from '@playwright/test';
import { END_USER } from '../support/accounts';
import { submitSelfServeSignIn } from '../support/sign-in';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const RESTORED = 'Your unsaved changes were restored';

const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

test('an end user whose session ends in another tab signs in again, finds their unsaved edits restored and saves them', async ({
  page,
  context,
}) => {
  await page.goto('/self-serve-login');
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(/\/self-serve\?tenant_id=[0-9a-f-]+$/);
  const profileUrl = page.url();
  const tenantId = new URL(profileUrl).searchParams.get('tenant_id');
  // Different per run, so a value kept from an earlier run proves nothing.
  const edited = `Head of Drafts ${Date.now() % 100_000}`;
  await title(page).fill(edited);

  // Leaving the page with the edit unsaved asks first; staying keeps it.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(title(page)).toHaveValue(edited);

  // The same person signs out in a second tab of the same browser: this one's session ends.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab).toHaveURL(profileUrl);
  await otherTab.getByRole('button', { name: 'Logout' }).click();
  await expect(otherTab).toHaveURL(`/self-serve-login?tenant_id=${tenantId}`);
  await otherTab.close();

  await expect(page).toHaveURL(`/self-serve-login?tenant_id=${tenantId}`);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await submitSelfServeSignIn(page, END_USER);
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(title(page)).toHaveValue(edited);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your information has been updated successfully!')).toBeVisible();
  await expect(page.getByText(RESTORED)).toHaveCount(0);

  // Saved, and read once: a reload shows the saved profile without the message.
  await page.reload();
  await expect(title(page)).toHaveValue(edited);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('bizcard:draft:')),
  );
  expect(drafts).toEqual([]);
});
