import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_TEMPLATE } from '../../../src/routes/cards/card-template';
import { type CardUser, renderCard } from '../../../src/routes/cards/render-card';
import { build, type TestApp } from '../../helpers/build';
import { blankEndUserFields, createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PREVIEW_FETCHERS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'WhatsApp/2.23.20.0 A',
  'Twitterbot/1.0',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
];
const PHOTO = {
  hash: 'a'.repeat(64),
  ext: 'jpg' as const,
  vcard: { hash: 'b'.repeat(64), ext: 'jpg' as const },
};
const LOGO = { hash: 'c'.repeat(64), ext: 'png' as const };

const cardUser = (fields: Partial<CardUser>): CardUser => ({
  ...blankEndUserFields(),
  card_slug: 'pia',
  first_name: 'Pia',
  last_name: 'Preview',
  email: 'pia@example.com',
  role: 'User',
  tenant_country: null,
  ...fields,
});

/** The content of the head's `<meta {attribute}="{key}">`, unescaped, or undefined. */
function metaContent(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return found?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('card link previews, sharing and indexing', () => {
  let t: TestApp;
  let tenantId: string;
  let userId: string;
  let slug: string;
  let superCookie: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Preview Test');
    const { rows } = await t.app.systemDb.query<{ id: string; card_slug: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, title, company)
       VALUES ($1, 'Pia', 'Preview', 'pia@example.com', 'Engineer', 'Acme') RETURNING id, card_slug`,
      [tenantId],
    );
    userId = rows[0]!.id;
    slug = rows[0]!.card_slug;
  });
  after(() => t.close());

  const visit = (path = '', userAgent = PHONE_BROWSER) =>
    t.app.inject({ url: `/c/${slug}${path}`, headers: { 'user-agent': userAgent } });
  const putSettings = (payload: unknown, cookie = superCookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/management/tenants/${tenantId}/card-page-settings`,
      payload: payload as Record<string, unknown>,
      headers: { cookie },
    });

  test('the page carries Open Graph and Twitter card tags and a meta description', async () => {
    const html = (await visit()).body;
    const url = `${t.app.config.publicAppUrl}/c/${slug}`;
    assert.equal(metaContent(html, 'description'), 'Engineer · Acme');
    assert.equal(metaContent(html, 'og:title'), 'Pia Preview');
    assert.equal(metaContent(html, 'og:description'), 'Engineer · Acme');
    assert.equal(metaContent(html, 'og:url'), url);
    assert.equal(metaContent(html, 'twitter:card'), 'summary');
    assert.equal(metaContent(html, 'og:image'), undefined, 'no photo or logo: no image');
  });

  test("the preview image is the person's photo, else the logo, as an absolute address", () => {
    const user = cardUser({});
    const page = {
      language: 'en' as const,
      region: null,
      url: 'https://cards.example/c/pia',
      origin: 'https://cards.example',
      indexable: false,
    };
    const template = { ...DEFAULT_TEMPLATE, companyLogo: LOGO };
    assert.equal(
      metaContent(
        renderCard(user, { ...template, profilePhoto: PHOTO }, undefined, page),
        'og:image',
      ),
      `https://cards.example/c/assets/${'a'.repeat(64)}.jpg`,
    );
    assert.equal(
      metaContent(renderCard(user, template, undefined, page), 'og:image'),
      `https://cards.example/c/assets/${'c'.repeat(64)}.png`,
    );
  });

  test('any name, title and company stay inert text in the preview tags', () => {
    const text = fc.string({
      unit: fc.constantFrom(
        '"',
        "'",
        '<',
        '>',
        '&',
        'a',
        '=',
        '/',
        's',
        'script',
        '<script>',
        '</title>',
      ),
      maxLength: 30,
    });
    fc.assert(
      fc.property(text, text, text, (first, title, company) => {
        const user = cardUser({ first_name: first, last_name: 'X', title, company });
        const html = renderCard(user);
        assert.ok(!/<script/i.test(html), 'no script element');
        const head = html.slice(0, html.indexOf('</head>'));
        // Every tag of the head is one of ours: no text broke out of an attribute.
        for (const tag of head.match(/<[a-z]+/g) ?? []) {
          assert.ok(['<html', '<head', '<meta', '<title', '<link', '<style'].includes(tag), tag);
        }
        assert.equal(metaContent(html, 'og:title'), `${first} X`.trim());
      }),
      { numRuns: 300 },
    );
  });

  test('a Share link by mail and text message, and the QR code, without script', async () => {
    const html = (await visit()).body;
    const card = `${t.app.config.publicAppUrl}/c/${slug}`;
    // The subject names the person, the line gives the address (escaped: ' is &#39;).
    const subject = encodeURIComponent("Pia Preview's business card").replaceAll("'", '&#39;');
    const body = encodeURIComponent(`Here is Pia Preview's business card: ${card}`).replaceAll(
      "'",
      '&#39;',
    );
    assert.ok(html.includes(`href="mailto:?subject=${subject}&amp;body=${body}"`), html);
    assert.ok(html.includes(`href="sms:?&amp;body=${body}"`));
    assert.match(
      html,
      new RegExp(
        `<details><summary>QR code</summary><img src="/c/${slug}/qr.png" alt="QR code of this card"`,
      ),
    );
    assert.ok(!html.includes('<script'));
    assert.equal((await visit('/qr.png')).statusCode, 200);
  });

  test('cards are not indexed by default: robots meta and X-Robots-Tag on the page and its files', async () => {
    const page = await visit();
    assert.ok(page.body.includes('<meta name="robots" content="noindex">'));
    assert.equal(page.headers['x-robots-tag'], 'noindex');
    for (const path of ['/contact.vcf', '/qr.png']) {
      assert.equal((await visit(path)).headers['x-robots-tag'], 'noindex', path);
    }
    const missing = await t.app.inject({ url: '/c/no-such-card' });
    assert.equal(missing.headers['x-robots-tag'], 'noindex');
  });

  test('a tenant that lets search engines index its cards: no noindex on the page, audited', async () => {
    const read = await t.app.inject({
      url: `/api/management/tenants/${tenantId}/card-page-settings`,
      headers: { cookie: superCookie },
    });
    assert.deepEqual(read.json(), { indexable: false, language: 'en' });
    const saved = await putSettings({ indexable: true, language: 'en' });
    assert.equal(saved.statusCode, 200);
    const page = await visit();
    assert.ok(!page.body.includes('noindex'), 'the cached page was dropped and rendered anew');
    assert.equal(page.headers['x-robots-tag'], 'all');
    assert.equal((await visit('/qr.png')).headers['x-robots-tag'], 'noindex', 'files never');
    const { rows } = await t.app.systemDb.query<{ target: string; message: string }>(
      "SELECT target, message FROM audit_log WHERE action = 'tenant.card_page_settings' AND tenant_id = $1",
      [tenantId],
    );
    assert.deepEqual(rows, [
      {
        target: 'Preview Test',
        message: 'Card pages may be indexed by search engines; default language English',
      },
    ]);
    await putSettings({ indexable: false, language: 'en' });
    assert.equal((await visit()).headers['x-robots-tag'], 'noindex');
  });

  test('card page settings: checked, and only for super admins', async () => {
    assert.equal((await putSettings({ indexable: 'yes', language: 'en' })).statusCode, 400);
    assert.equal((await putSettings({ indexable: true, language: 'ru' })).statusCode, 400);
    assert.equal((await putSettings({ indexable: true })).statusCode, 400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/management/tenants/${tenantId}/card-page-settings`,
      payload: { indexable: true, language: 'en' },
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test('link preview fetchers get the page but are not counted as views', async () => {
    const views = async () => {
      await t.app.cardCounter.flush();
      const { rows } = await t.app.systemDb.query<{ views: number }>(
        'SELECT coalesce(sum(views), 0)::int AS views FROM card_daily_counts WHERE end_user_id = $1',
        [userId],
      );
      return rows[0]!.views;
    };
    const from = (address: string, userAgent: string) =>
      t.app.inject({
        url: `/c/${slug}`,
        remoteAddress: address,
        headers: { 'user-agent': userAgent },
      });
    const before = await views();
    for (const [index, agent] of PREVIEW_FETCHERS.entries()) {
      const page = await from(`203.0.113.${index + 1}`, agent);
      assert.equal(page.statusCode, 200, agent);
      assert.ok(page.body.includes('og:title'), agent);
    }
    assert.equal(await views(), before);
    await from('203.0.113.99', PHONE_BROWSER);
    assert.equal(await views(), before + 1, 'a person is counted');
  });
});
