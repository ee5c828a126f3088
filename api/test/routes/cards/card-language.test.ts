import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { visitorOf } from '../../../src/routes/cards/card-language';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe("the card page in the visitor's language", () => {
  let t: TestApp;
  let tenantId: string;
  let slug: string;
  let goneSlug: string;
  before(async () => {
    t = await build();
    tenantId = await createTenant(t.app, 'Language Test');
    const { rows } = await t.app.systemDb.query<{ card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, phone_work, active)
       VALUES ($1, 'Lena', 'Lingua', 'lena@example.com', '+493012345678', true),
              ($1, 'Gus', 'Gone', 'gus@example.com', null, false)
       RETURNING card_slug`,
      [tenantId],
    );
    slug = rows[0]!.card_slug;
    goneSlug = rows[1]!.card_slug;
  });
  after(() => t.close());

  const visit = (acceptLanguage?: string, path = `/c/${slug}`) =>
    t.app.inject({
      url: path,
      headers: {
        'user-agent': PHONE_BROWSER,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });

  test('a German visitor reads the page in German, with lang set', async () => {
    const page = await visit('de-DE,de;q=0.9,en;q=0.8');
    assert.match(page.body, /<html lang="de" dir="ltr">/);
    assert.ok(page.body.includes('>Zu Kontakten hinzufügen</a>'));
    assert.ok(page.body.includes('<h2>Kontakt</h2>'), 'the default section title, translated');
    assert.ok(page.body.includes('<h2>Teilen</h2>'));
    assert.ok(page.body.includes('<summary>QR-Code</summary>'));
    assert.ok(page.body.includes('<span class="label">E-Mail</span>'));
  });

  test('an Arabic visitor reads it right to left, in Arabic', async () => {
    const page = await visit('ar-EG,ar;q=0.9');
    assert.match(page.body, /<html lang="ar" dir="rtl">/);
    assert.ok(page.body.includes('إضافة إلى جهات الاتصال'));
    assert.ok(page.body.includes('<h2>مشاركة</h2>'));
  });

  test('every answer varies by Accept-Language, and each language has its own tag', async () => {
    const de = await visit('de');
    const en = await visit('en');
    assert.equal(de.headers.vary, 'Accept-Encoding, Accept-Language');
    assert.notEqual(de.headers.etag, en.headers.etag);
    const missing = await visit('de', '/c/no-such-card');
    assert.equal(missing.headers.vary, 'Accept-Encoding, Accept-Language');
  });

  test('pages are kept per language: a German then an English visitor each get their own', async () => {
    assert.ok((await visit('de')).body.includes('Zu Kontakten hinzufügen'));
    const en = await visit('en-US');
    assert.ok(en.body.includes('>Add to Contacts</a>'));
    assert.ok(!en.body.includes('Zu Kontakten'));
    assert.ok((await visit('de')).body.includes('Zu Kontakten hinzufügen'));
  });

  test("a visitor asking for no language the page has gets the tenant's default", async () => {
    assert.match((await visit('ru-RU')).body, /<html lang="en"/);
    await t.app.systemDb.query("UPDATE tenants SET card_language = 'fr' WHERE id = $1", [tenantId]);
    assert.match((await visit('ru-RU')).body, /<html lang="fr"/);
    assert.match((await visit()).body, /<html lang="fr"/);
    assert.match((await visit('es')).body, /<html lang="es"/);
    await t.app.systemDb.query("UPDATE tenants SET card_language = 'en' WHERE id = $1", [tenantId]);
  });

  test('section titles an admin wrote stay as written', async () => {
    await t.app.systemDb.query(`INSERT INTO card_templates (tenant_id, data) VALUES ($1, $2)`, [
      tenantId,
      JSON.stringify({
        sections: {
          contactInfo: { enabled: true, title: 'Reach Lena' },
          address: { enabled: true, title: 'Visit Us' },
          businessHours: { enabled: true, title: 'Business Hours' },
          socialMedia: { enabled: true, title: 'Follow Us' },
        },
      }),
    ]);
    const page = await visit('de');
    assert.ok(page.body.includes('<h2>Reach Lena</h2>'));
    await t.app.systemDb.query('DELETE FROM card_templates WHERE tenant_id = $1', [tenantId]);
  });

  test("phone numbers read as at home in the visitor's country, else internationally", async () => {
    assert.ok((await visit('de-DE')).body.includes('>030 12345678</a>'));
    assert.ok((await visit('en-US')).body.includes('>+49 30 12345678</a>'));
    assert.ok((await visit('de-DE')).body.includes('href="tel:+493012345678"'));
  });

  test("'Card not found' and 'Card unavailable' in the visitor's language", async () => {
    const missing = await visit('de', '/c/no-such-card');
    assert.equal(missing.statusCode, 404);
    assert.ok(missing.body.includes('<h1>Karte nicht gefunden</h1>'));
    const gone = await visit('ar', `/c/${goneSlug}`);
    assert.equal(gone.statusCode, 410);
    assert.match(gone.body, /<html lang="ar" dir="rtl">/);
    assert.ok(gone.body.includes('البطاقة غير متاحة'));
    assert.ok((await visit(undefined, `/c/${goneSlug}`)).body.includes('Card unavailable'));
  });

  test('negotiation: q-values, regions, scripts, and nonsense', () => {
    assert.deepEqual(visitorOf('fr;q=0.5, ja;q=0.9'), { language: 'ja', region: null });
    assert.deepEqual(visitorOf('zh-CN,zh;q=0.9'), { language: 'zh-Hans', region: 'CN' });
    assert.deepEqual(visitorOf('pt-BR'), { language: 'pt', region: 'BR' });
    assert.deepEqual(visitorOf('nl;q=0, it'), { language: 'it', region: null });
    assert.deepEqual(visitorOf('*'), { language: null, region: null });
    assert.deepEqual(visitorOf('not a tag!!, <script>'), { language: null, region: null });
  });
});
