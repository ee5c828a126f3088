import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import { THEME_PRESETS } from '@bizcard/shared/model';
import ICAL from 'ical.js';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, saveForm, templateForm } from '../../helpers/templates';

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</style><script>alert(2)</script>',
  '{{constructor.constructor("alert(3)")()}}',
];

const PERSON = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  title: 'Analyst',
  company: 'Engines; Ltd',
  department: 'R&D;',
  phone_work: '+1 415 555 0100',
  linkedin: 'https://linkedin.com/in/ada',
  addresses: [{ type: 'office', street: '1 Main St', city: 'London', country: 'UK' }],
};

const pathOf = (url: string) => new URL(url).pathname;

describe('card pages drawn from the saved template', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let ada: EndUser;
  const save = async (overrides: Record<string, unknown>) => {
    const response = await saveForm(t.app, cookie, templateForm(tenantId, overrides));
    assert.equal(response.statusCode, 200, response.body);
  };
  const page = async (user: EndUser = ada) => {
    const response = await t.app.inject({ url: pathOf(user.embedded_url) });
    assert.equal(response.statusCode, 200);
    return response;
  };
  const addUser = async (body: Record<string, unknown>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: usersUrl(tenantId),
        payload: body,
        headers: { cookie },
      })
    ).json<EndUser>();

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Card Template Test');
    ada = await addUser(PERSON);
  });
  after(() => t.close());

  test('theme, logo, photo and section order come from the template; images only from /c/assets', async () => {
    const ocean = THEME_PRESETS.find((preset) => preset.id === 'ocean')!.theme;
    await save({
      theme: ocean,
      companyLogo: { bytes: await imageBytes(600, 200), name: 'logo.png' },
      profilePhoto: { bytes: await imageBytes(300, 300, 'jpeg'), name: 'me.jpg' },
      customSections: [{ id: 'about', title: 'About Us', content: 'We build engines.' }],
      sectionOrder: ['about', 'socialMedia', 'contactInfo', 'address', 'businessHours'],
      businessHours: 'Mon–Fri 9–5',
    });
    const response = await page();
    const html = response.body;
    assert.match(String(response.headers['content-security-policy']), /img-src 'self' data:(;|$)/);
    for (const colour of Object.values(ocean)) assert.ok(html.includes(colour), colour);
    assert.match(
      html,
      /<img class="logo" src="\/c\/assets\/[0-9a-f]{64}\.png" alt="Company logo">/,
    );
    assert.match(html, /<img class="photo" src="\/c\/assets\/[0-9a-f]{64}\.jpg" alt="">/);
    const order = ['About Us', 'Follow Us', 'Get In Touch', 'Visit Us', 'Business Hours'].map(
      (title) => html.indexOf(`<h2>${title}</h2>`),
    );
    assert.ok(
      order.every((at) => at > 0),
      'every section shows',
    );
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
      'in the saved order',
    );
    assert.ok(!html.includes('<script'), 'no JavaScript');
    assert.ok(Buffer.byteLength(html) <= 14 * 1024, `${Buffer.byteLength(html)} bytes`);
  });

  for (const key of ['contactInfo', 'address', 'businessHours', 'socialMedia'] as const) {
    test(`${key} turned off leaves its section out, and back on shows it`, async () => {
      const sections = {
        contactInfo: { enabled: true, title: 'Get In Touch' },
        address: { enabled: true, title: 'Visit Us' },
        businessHours: { enabled: true, title: 'Business Hours' },
        socialMedia: { enabled: true, title: 'Follow Us' },
      };
      const title = sections[key].title;
      await save({
        sections: { ...sections, [key]: { enabled: false, title } },
        businessHours: '9–5',
      });
      assert.ok(!(await page()).body.includes(`<h2>${title}</h2>`));
      await save({ sections, businessHours: '9–5' });
      assert.ok((await page()).body.includes(`<h2>${title}</h2>`));
    });
  }

  test('the field mapping is applied, and tenant values stand in for what a person lacks', async () => {
    await save({
      fieldMapping: {
        firstName: '{{FULL_NAME}}',
        lastName: '',
        jobTitle: '{{COMPANY}}',
        company: '',
        email: '{{EMAIL}}',
        facebook: '{{FACEBOOK_URL}}',
        businessHours: '{{BUSINESS_HOURS}}',
      },
      businessHours: 'Weekdays 8–4',
      socialMedia: {
        facebook: 'https://facebook.com/engines',
        twitter: '',
        linkedin: '',
        instagram: '',
      },
    });
    const html = (await page()).body;
    assert.ok(html.includes('<h1>Ada Lovelace</h1>'));
    assert.ok(html.includes('<p class="role">Engines; Ltd</p>'));
    assert.ok(!html.includes('tel:'), 'phone unmapped');
    assert.ok(!html.includes('linkedin.com/in/ada'), 'linkedin unmapped');
    assert.ok(html.includes('href="https://facebook.com/engines"'));
    assert.ok(html.includes('Weekdays 8–4'));
  });

  test('every text field and custom section renders as text', async () => {
    const evil = await addUser({
      ...Object.fromEntries(
        [
          'first_name',
          'last_name',
          'title',
          'company',
          'department',
          'accreditations',
          'pronouns',
        ].map((field, index) => [field, XSS[index % XSS.length]]),
      ),
      email: 'evil@example.com',
      website: `https://x.example/${XSS[1].replace(/ /g, '')}`,
      addresses: [{ type: 'home', street: XSS[0], city: XSS[2], country: XSS[3] }],
    });
    await save({
      pageTitle: XSS[3],
      businessHours: XSS.join('\n'),
      customSections: XSS.map((value, index) => ({
        id: `x${index}`,
        title: value,
        content: value,
      })),
      sections: {
        contactInfo: { enabled: true, title: XSS[1] },
        address: { enabled: true, title: XSS[2] },
        businessHours: { enabled: true, title: XSS[0] },
        socialMedia: { enabled: true, title: XSS[4] },
      },
    });
    const html = (await page(evil)).body;
    assert.ok(!/<script|<svg/i.test(html));
    for (const tag of html.match(/<img[^>]*>/g) ?? []) {
      assert.match(
        tag,
        // The template's images, and the Share section's QR code of the card.
        /^<img class="(logo|photo)" src="\/c\/assets\/[0-9a-f]{64}\.(png|jpg)" alt="[^"]*">$|^<img src="\/c\/[\w-]+\/qr\.png" alt="[^"]*" loading="lazy">$/,
      );
    }
    // Quoted values left out: a preview tag's content may hold the text 'onerror=', escaped.
    const tags = html.replace(/="[^"]*"/g, '=""');
    assert.ok(!/<[^>]+\son(error|load)=/i.test(tags), 'no event handler attribute');
    assert.equal(html.match(/<\/style>/g)?.length, 1, 'the style element is closed only once');
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  });

  test('the vCard parses, keeps escapes and folding of a long multi-byte name, and has the photo', async () => {
    await save({ profilePhoto: { bytes: await imageBytes(600, 400, 'jpeg'), name: 'p.jpg' } });
    const longName = 'Zoë山田'.repeat(40);
    const [first, last] = [longName.slice(0, 100), longName.slice(100, 199)];
    const user = await addUser({
      ...PERSON,
      email: 'long@example.com',
      first_name: first,
      phone_direct: '+1 415 555 0111',
      last_name: last,
    });
    const response = await t.app.inject({ url: `${pathOf(user.embedded_url)}/contact.vcf` });
    const text = response.body;
    for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
    const card = new ICAL.Component(ICAL.parse(text));
    assert.equal(card.getFirstPropertyValue('version'), '3.0');
    assert.equal(card.getFirstPropertyValue('fn'), `${first} ${last}`);
    assert.equal(`${first} ${last}`.length, 200);
    assert.deepEqual(card.getFirstProperty('org')!.getValues(), [['Engines; Ltd', 'R&D;']]);
    const photo = card.getFirstProperty('photo')!;
    assert.equal(photo.getParameter('type'), 'JPEG');
    const jpeg = Buffer.from(String(photo.getFirstValue()), 'base64');
    assert.deepEqual([...jpeg.subarray(0, 3)], [0xff, 0xd8, 0xff]);
    const labels = card
      .getAllProperties('x-ablabel')
      .map((p) => [p.getParameter('group'), p.getFirstValue()]);
    assert.deepEqual(labels, [
      ['item1', 'Direct'],
      ['item2', 'LinkedIn'],
    ]);
    const urls = card
      .getAllProperties('url')
      .map((p) => [p.getParameter('group'), p.getFirstValue()]);
    assert.deepEqual(urls, [['item2', 'https://linkedin.com/in/ada']]);
    assert.equal(card.getFirstPropertyValue('x-socialprofile'), 'https://linkedin.com/in/ada');
  });
});
