import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { THEME_PRESETS } from '@bizcard/shared/model';
import sharp from 'sharp';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import {
  imageBytes,
  saveForm,
  templateForm,
  templateOf,
  templateUrl,
} from '../../helpers/templates';

const png = await imageBytes(8, 8);

describe('contact page templates: save and load', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  const load = () => t.app.inject({ url: templateUrl(tenantId), headers: { cookie } });
  const save = (overrides: Record<string, unknown> = {}) =>
    saveForm(t.app, cookie, templateForm(tenantId, overrides));

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Template Test');
  });
  after(() => t.close());

  test('a tenant without a template answers success with no data', async () => {
    const response = await load();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, data: null });
  });

  const ROUND_TRIPS: [
    string,
    Record<string, unknown>,
    (saved: Record<string, unknown>) => unknown,
  ][] = [
    ['pageTitle', { pageTitle: 'Say hello' }, (s) => s.pageTitle],
    ['theme', { theme: THEME_PRESETS[6].theme }, (s) => s.theme],
    [
      'sections',
      {
        sections: {
          contactInfo: { enabled: false, title: 'Reach me' },
          address: { enabled: true, title: 'Office' },
          businessHours: { enabled: false, title: 'Hours' },
          socialMedia: { enabled: true, title: 'Social' },
        },
      },
      (s) => s.sections,
    ],
    [
      'customSections and sectionOrder',
      {
        customSections: [{ id: 'about', title: 'About Me', content: 'Hello\nthere' }],
        sectionOrder: ['about', 'socialMedia', 'contactInfo', 'address', 'businessHours'],
      },
      (s) => [s.customSections, s.sectionOrder],
    ],
    [
      'fieldMapping',
      { fieldMapping: { firstName: '{{FULL_NAME}}', lastName: '', jobTitle: '{{COMPANY}}' } },
      (s) => s.fieldMapping,
    ],
    ['businessHours', { businessHours: 'Mon–Fri 9:00–17:00' }, (s) => s.businessHours],
    [
      'socialMedia',
      {
        socialMedia: {
          facebook: 'https://facebook.com/acme',
          twitter: '',
          linkedin: 'https://linkedin.com/company/acme',
          instagram: '',
        },
      },
      (s) => s.socialMedia,
    ],
    ['oauthProviderId', { oauthProviderId: 'google' }, (s) => s.oauthProviderId],
  ];

  for (const [field, overrides, read] of ROUND_TRIPS) {
    test(`${field} is saved and read back`, async () => {
      const saved = await save(overrides);
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json<{ success: boolean }>().success, true);
      const loaded = templateOf(await load()) as unknown as Record<string, unknown>;
      const expected = Object.values(overrides);
      assert.deepEqual(read(loaded), expected.length === 1 ? expected[0] : expected);
    });
  }

  test('invalid fields are refused with the reason', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ theme: { ...THEME_PRESETS[0].theme, primaryColor: 'red' } }, /#RRGGBB/],
      [{ customSections: [{ id: 'x', title: '  ', content: 'c' }] }, /Title is required/],
      [{ fieldMapping: { firstName: '{{NOPE}}' } }, /./],
      [
        {
          socialMedia: {
            facebook: 'javascript:alert(1)',
            twitter: '',
            linkedin: '',
            instagram: '',
          },
        },
        /http/,
      ],
      [{ theme: '{not json' }, /theme must be a JSON value/],
      [{ tenantId: '' }, /tenantId is required/],
    ];
    for (const [overrides, message] of cases) {
      const response = await save(overrides);
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.match(response.json<{ message: string }>().message, message);
    }
    const unknown = await saveForm(
      t.app,
      cookie,
      templateForm('00000000-0000-4000-8000-000000000000'),
    );
    assert.equal(unknown.statusCode, 404);
  });

  const LOGO_SHAPES: [string, string][] = [
    ['a data URL', `data:image/png;base64,${png.toString('base64')}`],
    [
      '{buffer, mimetype}',
      JSON.stringify({ buffer: png.toString('base64'), mimetype: 'image/png' }),
    ],
    [
      '{buffer: Node Buffer JSON, mimetype}',
      JSON.stringify({ buffer: { type: 'Buffer', data: [...png] }, mimetype: 'image/png' }),
    ],
    ['{data, type}', JSON.stringify({ data: [...png], type: 'image/png' })],
  ];

  for (const [shape, value] of LOGO_SHAPES) {
    test(`a companyLogo sent as ${shape} is stored and served`, async () => {
      const saved = templateOf(await save({ companyLogo: value }));
      assert.match(saved.companyLogoUrl ?? '', /^\/c\/assets\/[0-9a-f]{64}\.png$/);
      assert.deepEqual(saved.companyLogo, { url: saved.companyLogoUrl });
      const image = await t.app.inject({ url: saved.companyLogoUrl! });
      assert.equal(image.statusCode, 200);
      assert.equal((await sharp(image.rawPayload).metadata()).format, 'png');
    });
  }

  test('a companyLogo sent as {url} of its own saved logo keeps it; another address is refused', async () => {
    const first = templateOf(await save({ companyLogo: { bytes: png, name: 'l.png' } }));
    const kept = templateOf(
      await save({ companyLogo: JSON.stringify({ url: first.companyLogoUrl }) }),
    );
    assert.equal(kept.companyLogoUrl, first.companyLogoUrl);
    const absent = templateOf(await save());
    assert.equal(absent.companyLogoUrl, first.companyLogoUrl, 'no logo field keeps the saved one');
    const outside = await save({
      companyLogo: JSON.stringify({ url: 'https://evil.example/x.png' }),
    });
    assert.equal(outside.statusCode, 400);
    const removed = templateOf(await save({ companyLogo: '' }));
    assert.equal(removed.companyLogoUrl, null);
    assert.equal((await t.app.inject({ url: first.companyLogoUrl! })).statusCode, 404);
  });

  test('a profile photo is saved as a 512 px square, and removing it clears it', async () => {
    const photo = await imageBytes(900, 600, 'jpeg');
    const saved = templateOf(await save({ profilePhoto: { bytes: photo, name: 'me.jpg' } }));
    assert.match(saved.profilePhotoUrl ?? '', /^\/c\/assets\/[0-9a-f]{64}\.jpg$/);
    const served = await t.app.inject({ url: saved.profilePhotoUrl! });
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 512, 512]);
    assert.equal(meta.exif, undefined, 'metadata stripped');
    const cleared = templateOf(await save({ profilePhoto: '' }));
    assert.equal(cleared.profilePhotoUrl, null);
  });
});
