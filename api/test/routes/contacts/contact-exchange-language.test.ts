import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { build, type TestApp } from '../../helpers/build';
import { type CardOwnerRow, demoCard, VISITOR } from './contact-helpers';

const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';
const ARABIC = 'ar-EG,ar;q=0.9';

describe("the contact form in the visitor's language", () => {
  let t: TestApp;
  let card: CardOwnerRow;
  let sender = 0;

  before(async () => {
    t = await build();
    card = await demoCard(t.app);
  });
  after(() => t.close());
  beforeEach(() => {
    t.clock.advance(2 * 60 * 60 * 1000);
  });

  const open = async (language: string, address: string) => {
    const page = await t.app.inject({
      url: `/c/${card.card_slug}`,
      remoteAddress: address,
      headers: { 'accept-language': language },
    });
    return { page, token: /name="t" value="([^"]+)"/.exec(page.body)?.[1] ?? '' };
  };

  /** Opens the card in `language`, waits `waitMs` and posts `fields` as a browser would. */
  const send = async (language: string, fields: Record<string, string>, waitMs = 4_000) => {
    const address = `10.28.4.${++sender}`;
    const { token } = await open(language, address);
    t.clock.advance(waitMs);
    return t.app.inject({
      method: 'POST',
      url: `/c/${card.card_slug}/contact`,
      remoteAddress: address,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': language,
      },
      payload: new URLSearchParams({ ...fields, t: token }).toString(),
    });
  };

  test('a German visitor gets the form in German, with lang set and Vary: Accept-Language', async () => {
    const { page } = await open(GERMAN, '10.28.1.1');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<html lang="de" dir="ltr">/);
    assert.match(String(page.headers.vary), /Accept-Language/);
    assert.match(page.body, /<h2>Ihre Kontaktdaten teilen<\/h2>/);
    assert.match(page.body, /<label>Telefon<input name="phone"/);
    assert.match(page.body, /<label>Firma<input name="company"/);
    assert.match(page.body, /<button type="submit">Senden<\/button>/);
    assert.match(page.body, /Ich bin einverstanden, dass [^<]+ meine Daten speichert/);
    assert.doesNotMatch(page.body, /Share your details|I agree that/);
  });

  test("a German visitor's bad input comes back with German messages, values kept", async () => {
    const sent = await send(GERMAN, {
      name: '',
      email: 'keine-adresse',
      company: 'Müller & Söhne',
    });
    assert.equal(sent.statusCode, 422);
    assert.match(sent.body, /<html lang="de" dir="ltr">/);
    assert.match(String(sent.headers.vary), /Accept-Language/);
    assert.match(sent.body, /id="e-name">Bitte geben Sie Ihren Namen ein</);
    assert.match(sent.body, /id="e-email">Bitte geben Sie eine gültige E-Mail-Adresse ein</);
    assert.match(sent.body, /id="e-consent">Bitte setzen Sie das Häkchen, um zuzustimmen</);
    assert.match(sent.body, /value="Müller &amp; Söhne"/);
    assert.doesNotMatch(sent.body, /Enter your name|Tick the box/);
  });

  test('a too-long field names its limit in German digits', async () => {
    const sent = await send(GERMAN, { ...VISITOR, note: 'x'.repeat(2001) });
    assert.equal(sent.statusCode, 422);
    assert.match(sent.body, /id="e-note">Die Notiz darf höchstens 2\.000 Zeichen lang sein</);
  });

  test('an Arabic visitor gets the form right to left, in Arabic', async () => {
    const { page } = await open(ARABIC, '10.28.2.1');
    assert.match(page.body, /<html lang="ar" dir="rtl">/);
    assert.match(String(page.headers.vary), /Accept-Language/);
    assert.match(page.body, /<h2>شارك بياناتك<\/h2>/);
    assert.match(page.body, /<button type="submit">إرسال<\/button>/);
    assert.match(page.body, /أوافق على أن يحتفظ [^<]+ ببياناتي للتواصل معي\./);
  });

  test("an Arabic visitor's errors and the too-soon notice are in Arabic, right to left", async () => {
    const bad = await send(ARABIC, { name: '', email: 'x' });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.body, /<html lang="ar" dir="rtl">/);
    assert.match(String(bad.headers.vary), /Accept-Language/);
    assert.match(bad.body, /id="e-name">أدخل اسمك</);
    assert.match(bad.body, /id="e-email">أدخل عنوان بريد إلكتروني صالحًا</);
    assert.match(bad.body, /id="e-consent">حدّد المربع للموافقة</);
    const fast = await send(ARABIC, VISITOR, 500);
    assert.equal(fast.statusCode, 422);
    assert.match(fast.body, /role="alert">يُرجى أخذ لحظة لملء النموذج، ثم إرساله مرة أخرى\.</);
  });

  test('the thank-you page follows the visitor too', async () => {
    const sent = await send(ARABIC, VISITOR);
    assert.equal(sent.statusCode, 303, sent.body);
    const thanks = await t.app.inject({
      url: sent.headers.location as string,
      headers: { 'accept-language': ARABIC },
    });
    assert.match(thanks.body, /<html lang="ar" dir="rtl">/);
    assert.match(String(thanks.headers.vary), /Accept-Language/);
    assert.match(thanks.body, /<h1 role="status">شكرًا، تم إرسال بياناتك\.<\/h1>/);
    assert.match(thanks.body, />العودة إلى بطاقة [^<]+<\/a>/);
  });

  test("a tenant's own consent wording stays as written in every language", async () => {
    await t.app.systemDb.query('UPDATE tenants SET contact_consent_text = $1 WHERE id = $2', [
      'Yes, {owner} may call me.',
      card.tenant_id,
    ]);
    try {
      const { page } = await open(GERMAN, '10.28.3.1');
      assert.match(page.body, /Yes, [^<]+ may call me\./);
      assert.doesNotMatch(page.body, /Ich bin einverstanden/);
    } finally {
      await t.app.systemDb.query('UPDATE tenants SET contact_consent_text = NULL WHERE id = $1', [
        card.tenant_id,
      ]);
    }
  });

  test('the Share links carry a subject and a line in the visitor’s language', async () => {
    const { page } = await open(GERMAN, '10.28.5.1');
    const mail = /href="(mailto:\?[^"]+)"/.exec(page.body)?.[1] ?? '';
    const query = new URLSearchParams(mail.replaceAll('&amp;', '&').slice('mailto:?'.length));
    assert.match(query.get('subject') ?? '', /^Visitenkarte von /);
    assert.match(query.get('body') ?? '', /^Hier ist die Visitenkarte von .+: http/);
    const sms = /href="(sms:[^"]+)"/.exec(page.body)?.[1] ?? '';
    assert.match(decodeURIComponent(sms), /Hier ist die Visitenkarte von/);
  });
});
