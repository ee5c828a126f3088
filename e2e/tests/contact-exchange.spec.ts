import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { END_USER, SUPER_ADMIN } from '../support/accounts';
import { selectTenant, signInWithPassword, submitSelfServeSignIn } from '../support/sign-in';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

// A phone's browser: the card page is mostly opened from a tapped card or a scanned code.
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
// The form refuses what is sent sooner than this after the page was opened (a bot's speed).
const MINIMUM_FILL_MS = 3_000;

/** The demo end user's (Globex) card: its address, its owner's name and their tenant. */
async function demoCard(request: APIRequestContext) {
  const signedIn = await request.post('/api/auth/self-serve-login', { data: END_USER });
  const { tenant_id: tenantId } = (await signedIn.json()) as { tenant_id: string };
  const info = await request.get(`/api/self-serve/user-info?tenant_id=${tenantId}`);
  const owner = (await info.json()) as {
    firstName: string;
    lastName: string;
    embedded_url: string;
  };
  await request.post('/api/auth/logout');
  return {
    tenantId,
    cardUrl: owner.embedded_url,
    ownerName: `${owner.firstName} ${owner.lastName}`,
  };
}

/** A visitor on a phone opens the card and sends their details through 'Share your details'. */
async function shareDetails(browser: Browser, cardUrl: string, visitor: Record<string, string>) {
  const context = await browser.newContext(PHONE);
  const card = await context.newPage();
  await card.goto(cardUrl);
  const opened = Date.now();
  const form = card.locator('#share-details');
  await expect(form.getByRole('heading', { name: 'Share your details' })).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(visitor.name!);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email!);
  await form.getByLabel('Phone', { exact: true }).fill(visitor.phone!);
  await form.getByLabel('Company', { exact: true }).fill(visitor.company!);
  await form.getByLabel('Note', { exact: true }).fill(visitor.note!);
  await form.getByRole('checkbox').check();
  await card.waitForTimeout(Math.max(0, MINIMUM_FILL_MS + 500 - (Date.now() - opened)));
  await form.getByRole('button', { name: 'Send' }).tap();
  await expect(card.getByRole('status')).toHaveText('Thanks — your details were sent.');
  await context.close();
}

/** The newest mail in the dev outbox to `to` with exactly `subject`: its text. */
async function mailText(request: APIRequestContext, to: string, subject: string) {
  const mails = (await (await request.get('/api/dev/outbox')).json()) as OutboxMail[];
  return mails.find((mail) => mail.to.includes(to) && mail.subject === subject)?.text;
}

// The card page goes out with Referrer-Policy no-referrer, so the browser posts the form with
// Origin null: a real browser's post is what this journey checks (decision 053).
test("a visitor on a phone shares their details on a card; the tenant's admin sees them on Contacts, and the card's owner gets a mail and sees them on their self-serve page", async ({
  page,
  browser,
  request,
}) => {
  const { tenantId, cardUrl, ownerName } = await demoCard(request);
  const stamp = Date.now();
  const visitor = {
    name: `Vera Visitor ${stamp}`,
    email: `vera.${stamp}@visitor.example`,
    phone: '+1 415 555 0142',
    company: 'Initech',
    note: 'We met at the fair; let us talk about cards.',
  };

  await shareDetails(browser, cardUrl, visitor);

  // The tenant's admin finds the visitor on Contacts, under the card's owner.
  await signInWithPassword(page, SUPER_ADMIN);
  await selectTenant(page, 'Globex');
  await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL('/tenants/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(visitor.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    visitor.name,
    visitor.email,
    visitor.company,
    ownerName,
    /\d/,
    'Delete',
  ]);

  // The owner's mail names the visitor and carries their details.
  const subject = `${visitor.name} shared their details with you`;
  await expect
    .poll(() => mailText(page.request, END_USER.email, subject), { timeout: 10_000 })
    .toContain(`Email: ${visitor.email}`);

  // The owner finds them on their own page.
  const owner = await browser.newContext();
  const profile = await owner.newPage();
  await profile.goto(`/self-serve-login?tenant_id=${tenantId}`);
  await submitSelfServeSignIn(profile, END_USER);
  const contacts = profile.getByRole('region', { name: 'Your contacts' });
  const sent = contacts.getByRole('listitem', { name: visitor.name });
  await expect(sent).toContainText(visitor.company);
  await expect(sent.getByRole('link', { name: visitor.email })).toBeVisible();
  await expect(sent).toContainText(visitor.note);
  await owner.close();
});
