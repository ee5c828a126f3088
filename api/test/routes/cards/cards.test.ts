import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const PERSON = {
  first_name: 'Zoë <b>',
  last_name: `O'Brien "The Great"`,
  email: 'zoe@example.com',
  pronouns: 'she/her',
  title: '<script>alert(1)</script>',
  company: 'Acme, Inc.; Widgets',
  department: 'R&D',
  accreditations: 'PhD, MBA',
  phone_work: '+1 (415) 555-0100',
  phone_cell: '(628) 555-0199',
  website: 'https://zoe.example.com/?a=1&b=<2>',
  linkedin: 'https://www.linkedin.com/in/zoe',
  x_twitter: 'https://x.com/zoe',
  addresses: [
    {
      type: 'home',
      street: '1 Elm St\nApt 2',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'USA',
    },
    { type: 'office', street: '400 Market St; Floor 5', city: 'Chicago', state: 'IL' },
  ],
};

const pathOf = (url: string) => new URL(url).pathname;

describe('public card pages', () => {
  let t: TestApp;
  let user: EndUser;
  before(async () => {
    t = await build({ config: { publicAppUrl: 'https://cards.example.com' } });
    const cookie = await signInAdmin(t.app, SUPER);
    const tenant = await createTenant(t.app, 'Card Test');
    const response = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: PERSON,
      headers: { cookie },
    });
    user = response.json<EndUser>();
  });
  after(() => t.close());

  test('the card page shows the person in the default template, every value escaped', async () => {
    const response = await t.app.inject({ url: pathOf(user.embedded_url) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'public, no-cache');
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    const html = response.body;
    assert.ok(!html.includes('<script>'));
    assert.ok(!html.includes('<b>'));
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(html.includes('Zoë &lt;b&gt; O&#39;Brien &quot;The Great&quot;'));
    assert.ok(
      html.includes('<title>Zoë &lt;b&gt; O&#39;Brien &quot;The Great&quot; · Contact Me</title>'),
    );
    for (const section of ['Get In Touch', 'Visit Us', 'Follow Us']) {
      assert.ok(html.includes(`<h2>${section}</h2>`), section);
    }
    assert.ok(html.includes('href="tel:+14155550100"'));
    // Written without a country code: read in the tenant's plan (no country given: the USA).
    assert.ok(html.includes('href="tel:+16285550199"'));
    assert.ok(html.includes('href="mailto:zoe@example.com"'));
    assert.ok(html.includes('href="https://zoe.example.com/?a=1&amp;b=&lt;2&gt;"'));
    assert.ok(html.includes('href="https://www.linkedin.com/in/zoe"'));
    assert.ok(html.includes('1 Elm St<br>Apt 2'));
    assert.ok(html.includes('Acme, Inc.; Widgets · R&amp;D'));
    assert.ok(html.includes(`href="${pathOf(user.embedded_url)}/contact.vcf"`));
    assert.ok(html.includes('Add to Contacts'));
    assert.ok(html.includes('#0032A0') && html.includes('#C4D600'));
  });

  test("the card page's icon is an inline SVG that the page's own policy lets load", async () => {
    const response = await t.app.inject({ url: pathOf(user.embedded_url) });
    const icon = /<link rel="icon" type="image\/svg\+xml" href="(data:[^"]+)">/.exec(response.body);
    assert.ok(icon, 'an icon link');
    const imgSrc = /img-src ([^;]+)/.exec(String(response.headers['content-security-policy']));
    assert.ok(imgSrc?.[1]?.split(' ').includes('data:'), 'img-src allows data: URLs');
  });

  test('an unknown card is a 404 page', async () => {
    for (const path of ['/c/AAAAAAAAAAAA', '/c/no%20such', '/c/AAAAAAAAAAAA/contact.vcf']) {
      const response = await t.app.inject({ url: path });
      assert.equal(response.statusCode, 404, path);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
      assert.ok(response.body.includes('Card not found'));
    }
  });

  test('Add to Contacts downloads a vCard 3.0 of the person', async () => {
    const response = await t.app.inject({ url: `${pathOf(user.embedded_url)}/contact.vcf` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/vcard; charset=utf-8');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="Zo__b_O_Brien_The_Great\.vcf"; filename\*=UTF-8''Zo%C3%AB_b_O_Brien_The_Great\.vcf$/,
    );
    const vcard = response.body;
    assert.ok(vcard.endsWith('\r\n'));
    assert.ok(!/[^\r]\n/.test(vcard), 'every line ends in CRLF');
    for (const line of vcard.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
    const lines = vcard.replace(/\r\n /g, '').split('\r\n');
    assert.equal(lines[0], 'BEGIN:VCARD');
    assert.equal(lines[1], 'VERSION:3.0');
    assert.equal(lines.at(-2), 'END:VCARD');
    for (const expected of [
      `N:O'Brien "The Great";Zoë <b>;;;`,
      `FN:Zoë <b> O'Brien "The Great"`,
      'ORG:Acme\\, Inc.\\; Widgets;R&D',
      'TITLE:<script>alert(1)</script>',
      'TEL;TYPE=WORK,VOICE:+1 415 555 0100',
      'TEL;TYPE=CELL,VOICE:+1 628 555 0199',
      'EMAIL;TYPE=INTERNET,WORK:zoe@example.com',
      'URL:https://zoe.example.com/?a=1&b=<2>',
      'ADR;TYPE=HOME:;;1 Elm St\\nApt 2;Springfield;IL;62701;USA',
      'ADR;TYPE=WORK:;;400 Market St\\; Floor 5;Chicago;IL;;USA',
      'X-SOCIALPROFILE;TYPE=linkedin:https://www.linkedin.com/in/zoe',
      'X-SOCIALPROFILE;TYPE=twitter:https://x.com/zoe',
      'NOTE:Pronouns: she/her\\nAccreditations: PhD\\, MBA',
    ]) {
      assert.ok(lines.includes(expected), expected);
    }
  });

  test('the QR code is a cacheable PNG that scans to the card address marked as a scan', async () => {
    assert.equal(
      user.qr_code,
      `https://cards.example.com/c/${user.embedded_url.split('/c/')[1]}/qr.png`,
    );
    const response = await t.app.inject({ url: pathOf(user.qr_code) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.equal(response.headers['cache-control'], 'public, max-age=86400');
    const etag = String(response.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const png = PNG.sync.read(response.rawPayload);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    assert.equal(code?.data, `${user.embedded_url}?src=qr`);
    const cached = await t.app.inject({
      url: pathOf(user.qr_code),
      headers: { 'if-none-match': etag },
    });
    assert.equal(cached.statusCode, 304);
    assert.equal(cached.rawPayload.length, 0);
    const missing = await t.app.inject({ url: '/c/AAAAAAAAAAAA/qr.png' });
    assert.equal(missing.statusCode, 404);
  });
});
