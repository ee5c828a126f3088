import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { CLIENT_ADMIN } from '../support/accounts';
import { signInWithPassword } from '../support/sign-in';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

interface CardOwner {
  first_name: string;
  last_name: string;
  email: string;
  embedded_url: string;
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

/** A demo person of the client admin's tenant (Acme) with a card page. */
async function demoCardOwner(request: APIRequestContext): Promise<CardOwner> {
  const session = await request.get('/api/auth/validate');
  const { tenant_id } = (await session.json()) as { tenant_id: string };
  const list = await request.get(`/api/management/users/${tenant_id}`);
  const { users } = (await list.json()) as { users: CardOwner[] };
  const owner = users.find((user) => user.embedded_url && user.email);
  if (!owner) throw new Error('The demo tenant has no person with a card');
  return owner;
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

// FIXME (issue 28): in a browser the card page's 'Share your details' post is refused with 403
// 'Request origin not allowed'. Card pages send `Referrer-Policy: no-referrer`
// (api/src/plugins/security-headers.ts), so Chromium sends `Origin: null` with the form's POST,
// and the origin check (api/src/plugins/origin-check.ts) refuses that origin. Posted without an
// Origin header (as API tests inject it) the rest of this journey passes: Contacts lists the
// visitor under the card's owner and the owner's mail is in the outbox. Make it `test` again
// once the card page's form post is accepted (for example `Referrer-Policy: same-origin` on
// card pages, which still keeps the address from the sites a card links to).
test.fixme("a visitor on a phone shares their details on a card; the tenant's admin sees them on Contacts and the card's owner gets a mail", async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, CLIENT_ADMIN);
  const owner = await demoCardOwner(page.request);
  const ownerName = `${owner.first_name} ${owner.last_name}`;
  const stamp = Date.now();
  const visitor = {
    name: `Vera Visitor ${stamp}`,
    email: `vera.${stamp}@visitor.example`,
    phone: '+1 415 555 0142',
    company: 'Initech',
    note: 'We met at the fair; let us talk about cards.',
  };

  await shareDetails(browser, owner.embedded_url, visitor);

  // The tenant's admin finds the visitor on Contacts, under the card's owner.
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
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxMail[];
        return mails.find(
          (mail) =>
            mail.to.includes(owner.email) &&
            mail.subject === `${visitor.name} shared their details with you`,
        )?.text;
      },
      { timeout: 10_000 },
    )
    .toContain(`Email: ${visitor.email}`);
});
