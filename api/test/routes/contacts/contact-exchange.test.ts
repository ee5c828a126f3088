import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { UsageReport } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';
import {
  type CardOwnerRow,
  contactRows,
  demoCard,
  openCard,
  postContact,
  rawMailsTo,
  shareDetails,
  VISITOR,
} from './contact-helpers';

describe('contact exchange on the card page', () => {
  let t: TestApp;
  let card: CardOwnerRow;

  before(async () => {
    t = await build();
    card = await demoCard(t.app);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.systemDb.query('DELETE FROM contacts');
    // A fresh window for each test's limits: an hour and more later.
    t.clock.advance(2 * 60 * 60 * 1000);
  });

  test('the card page shows the form without script, the consent naming the owner', async () => {
    const { page, token } = await openCard(t.app, card.card_slug);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h2>Share your details<\/h2>/);
    assert.match(page.body, new RegExp(`<form method="post" action="/c/${card.card_slug}/contact`));
    assert.match(page.body, /<input name="website" tabindex="-1" autocomplete="off">/);
    assert.match(page.body, /I agree that [^<]+ may store my details to contact me\./);
    assert.ok(token, 'a signed timestamp');
    assert.doesNotMatch(page.body, /<script/);
    assert.match(String(page.headers['content-security-policy']), /form-action 'self'/);
  });

  test('a submission is stored, mailed to the owner with a vCard, audited by name only, and counted as a connection', async () => {
    const sent = await shareDetails(t, card.card_slug);
    assert.equal(sent.statusCode, 303, sent.body);
    assert.equal(sent.headers.location, `/c/${card.card_slug}/shared`);
    const thanks = await t.app.inject({ method: 'GET', url: sent.headers.location as string });
    assert.equal(thanks.statusCode, 200);
    assert.match(thanks.body, /Thanks — your details were sent\./);

    assert.deepEqual(await contactRows(t.app, card.id), [
      { name: VISITOR.name, email: VISITOR.email, consent: true },
    ]);
    const [mail] = await rawMailsTo(t, card.email);
    assert.ok(mail, 'the owner is mailed');
    assert.equal(mail.subject, 'Jane Visitor shared their details with you');
    assert.match(mail.text, /Email: jane@visitor\.example/);
    const [vcard] = mail.attachments ?? [];
    assert.equal(vcard?.filename, 'Jane_Visitor.vcf');
    assert.match(vcard?.content ?? '', /BEGIN:VCARD\r\nVERSION:3\.0\r\nFN:Jane Visitor\r\n/);
    assert.match(vcard?.content ?? '', /ORG:Visitor Ltd\r\n/);

    const { rows } = await t.app.systemDb.query<{ message: string; actor_kind: string }>(
      "SELECT message, actor_kind FROM audit_log WHERE action = 'contact.create'",
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.actor_kind, 'anonymous');
    assert.match(rows[0]!.message, /Jane Visitor/);
    assert.doesNotMatch(rows[0]!.message, /jane@visitor|Visitor Ltd|7946|fair/);

    const cookie = await signInAdmin(t.app, SUPER);
    const usage = await t.app.inject({
      method: 'GET',
      url: `/api/management/reports/${card.tenant_id}/usage?days=30`,
      headers: { cookie },
    });
    assert.equal(usage.statusCode, 200, usage.body);
    assert.deepEqual(usage.json<UsageReport>().connections, { current: 1, previous: 0 });
  });

  test('a browser’s post from the card page, which carries Origin null (no-referrer), is taken', async () => {
    const { token, page } = await openCard(t.app, card.card_slug, '10.0.7.1');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    t.clock.advance(4_000);
    const sent = await postContact(
      t.app,
      card.card_slug,
      { ...VISITOR, t: token },
      '10.0.7.1',
      'null',
    );
    assert.equal(sent.statusCode, 303, sent.body);
    assert.equal((await contactRows(t.app, card.id)).length, 1);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/self-serve/tickets',
      headers: { origin: 'null' },
      payload: { subject: 'x', description: 'y' },
    });
    assert.equal(signedIn.statusCode, 403, 'other posts still check their origin');
  });

  test('a filled honeypot is answered as a success and nothing is stored or mailed', async () => {
    const before = (await rawMailsTo(t, card.email)).length;
    const sent = await shareDetails(t, card.card_slug, { ...VISITOR, website: 'http://spam' });
    assert.equal(sent.statusCode, 303);
    assert.deepEqual(await contactRows(t.app, card.id), []);
    assert.equal((await rawMailsTo(t, card.email)).length, before);
  });

  test('a form sent within 3 seconds of the page, or without a valid token, is refused and nothing stored', async () => {
    const { token } = await openCard(t.app, card.card_slug, '10.0.0.2');
    t.clock.advance(1_000);
    const fast = await postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.0.0.2');
    assert.equal(fast.statusCode, 422);
    assert.match(fast.body, /Please take a moment to fill in the form/);
    const forged = await postContact(
      t.app,
      card.card_slug,
      { ...VISITOR, t: `${Date.now() - 60_000}.${'A'.repeat(43)}` },
      '10.0.0.3',
    );
    assert.equal(forged.statusCode, 422);
    t.clock.advance(25 * 60 * 60 * 1000);
    const stale = await postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.0.0.4');
    assert.equal(stale.statusCode, 422);
    assert.match(stale.body, /This form has expired/);
    assert.match(stale.body, /value="Jane Visitor"/, 'the values are kept');
    assert.deepEqual(await contactRows(t.app, card.id), []);
  });

  test('a cached page’s older token does not let a script post at once: the fill time counts from when the address opened the page', async () => {
    await openCard(t.app, card.card_slug, '10.0.6.1');
    t.clock.advance(60_000);
    const { token } = await openCard(t.app, card.card_slug, '10.0.6.2');
    const atOnce = await postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.0.6.2');
    assert.equal(atOnce.statusCode, 422);
    assert.match(atOnce.body, /Please take a moment to fill in the form/);
    t.clock.advance(4_000);
    const later = await postContact(t.app, card.card_slug, { ...VISITOR, t: token }, '10.0.6.2');
    assert.equal(later.statusCode, 303);
  });

  test('an address may send 5 forms in 10 minutes; the sixth gets 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      const sent = await shareDetails(t, card.card_slug, VISITOR, '10.0.1.1');
      assert.equal(sent.statusCode, 303, `submission ${i + 1}`);
    }
    const sixth = await shareDetails(t, card.card_slug, VISITOR, '10.0.1.1');
    assert.equal(sixth.statusCode, 429);
    assert.ok(Number(sixth.headers['retry-after']) > 0);
    assert.match(sixth.body, /Too many submissions/);
    assert.equal((await contactRows(t.app, card.id)).length, 5);
    t.clock.advance(11 * 60 * 1000);
    assert.equal((await shareDetails(t, card.card_slug, VISITOR, '10.0.1.1')).statusCode, 303);
  });

  test('a card takes 50 contacts an hour from all addresses together', async () => {
    for (let i = 0; i < 50; i++) {
      const sent = await shareDetails(t, card.card_slug, VISITOR, `10.0.2.${i}`);
      assert.equal(sent.statusCode, 303, `submission ${i + 1}`);
    }
    const over = await shareDetails(t, card.card_slug, VISITOR, '10.0.3.1');
    assert.equal(over.statusCode, 429);
    assert.equal((await contactRows(t.app, card.id)).length, 50);
  });

  test('bad input gets the page again with 422, messages beside the fields and the values kept escaped', async () => {
    const sent = await shareDetails(
      t,
      card.card_slug,
      {
        name: '',
        email: 'not-an-address',
        company: '<b>"Acme"</b>',
        note: '</textarea><script>x</script>',
      },
      '10.0.4.1',
    );
    assert.equal(sent.statusCode, 422);
    assert.match(sent.body, /<p class="e" id="e-name">Enter your name<\/p>/);
    assert.match(sent.body, /<p class="e" id="e-email">Enter a valid email address<\/p>/);
    assert.match(sent.body, /<p class="e" id="e-consent">Tick the box to agree<\/p>/);
    assert.match(sent.body, /value="not-an-address"/);
    assert.match(sent.body, /value="&lt;b&gt;&quot;Acme&quot;&lt;\/b&gt;"/);
    assert.match(sent.body, /&lt;\/textarea&gt;&lt;script&gt;x&lt;\/script&gt;<\/textarea>/);
    assert.doesNotMatch(sent.body, /<script>/);
    assert.deepEqual(await contactRows(t.app, card.id), []);
  });

  test('a template that turns the form off hides it and its post answers 404', async () => {
    const { rows } = await t.app.systemDb.query<{ data: Record<string, unknown> | null }>(
      'SELECT data FROM card_templates WHERE tenant_id = $1',
      [card.tenant_id],
    );
    const data = { ...(rows[0]?.data ?? {}), contactExchange: false };
    await t.app.systemDb.query(
      `INSERT INTO card_templates (tenant_id, data) VALUES ($1, $2)
       ON CONFLICT (tenant_id) WHERE is_default DO UPDATE SET data = EXCLUDED.data`,
      [card.tenant_id, JSON.stringify(data)],
    );
    try {
      const { page } = await openCard(t.app, card.card_slug, '10.0.5.1');
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body, /Share your details/);
      const sent = await postContact(t.app, card.card_slug, { ...VISITOR, t: 'x' }, '10.0.5.1');
      assert.equal(sent.statusCode, 404);
      assert.deepEqual(await contactRows(t.app, card.id), []);
    } finally {
      if (rows[0]) {
        await t.app.systemDb.query('UPDATE card_templates SET data = $2 WHERE tenant_id = $1', [
          card.tenant_id,
          JSON.stringify(rows[0].data),
        ]);
      } else {
        await t.app.systemDb.query('DELETE FROM card_templates WHERE tenant_id = $1', [
          card.tenant_id,
        ]);
      }
    }
  });
});
