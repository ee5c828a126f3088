import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import sharp from 'sharp';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, saveForm, templateForm, templateOf } from '../../helpers/templates';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('template images', () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  const upload = (field: 'companyLogo' | 'profilePhoto', bytes: Buffer, name: string) =>
    saveForm(t.app, cookie, templateForm(tenantId, { [field]: { bytes, name } }));

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Image Test');
  });
  after(() => t.close());

  test('a PNG named .jpg is read as the PNG it is, resized to 320 px wide, metadata dropped', async () => {
    const response = await upload('companyLogo', await imageBytes(1000, 250), 'logo.jpg');
    assert.equal(response.statusCode, 200, response.body);
    const url = templateOf(response).companyLogoUrl!;
    assert.match(url, /\.png$/);
    const served = await t.app.inject({ url });
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 320, 80]);
    assert.equal(meta.exif, undefined);
    assert.ok(!served.rawPayload.includes(Buffer.from('secret-camera-owner')));
  });

  test('refuses a GIF, an SVG, a truncated and an empty file, whatever they are called', async () => {
    const jpeg = await imageBytes(400, 400, 'jpeg');
    const load = () =>
      t.app.inject({
        url: `/api/management/contactPage/templates/${tenantId}`,
        headers: { cookie },
      });
    const before = (await load()).body;
    const cases: [Buffer, string, string][] = [
      [await imageBytes(10, 10, 'gif'), 'logo.png', TEMPLATE_MESSAGES.imageType],
      [SVG, 'logo.png', TEMPLATE_MESSAGES.imageType],
      [
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        'logo.jpg',
        TEMPLATE_MESSAGES.imageUnreadable,
      ],
      [Buffer.alloc(0), 'empty.png', TEMPLATE_MESSAGES.imageEmpty],
    ];
    for (const field of ['companyLogo', 'profilePhoto'] as const) {
      for (const [bytes, name, message] of cases) {
        const response = await upload(field, bytes, name);
        assert.equal(response.statusCode, 400, `${field} ${name}: ${response.body}`);
        assert.equal(response.json<{ message: string }>().message, message);
      }
    }
    assert.equal((await load()).body, before, 'nothing was saved');
  });

  test('refuses a file over 5 MB with 413, while streaming', async () => {
    const big = Buffer.concat([await imageBytes(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('companyLogo', big, 'big.png');
    assert.equal(response.statusCode, 413);
    assert.equal(response.json<{ message: string }>().message, TEMPLATE_MESSAGES.imageTooLarge);
  });

  test('refuses a pixel bomb: a small file that decodes to 36 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(bomb.length < 5 * 1024 * 1024);
    const response = await upload('profilePhoto', bomb, 'bomb.png');
    assert.equal(response.statusCode, 413);
    assert.equal(
      response.json<{ message: string }>().message,
      TEMPLATE_MESSAGES.imageTooManyPixels,
    );
  });

  test('assets are cached for a year, by ETag, and unknown ones are 404', async () => {
    const url = templateOf(await upload('companyLogo', await imageBytes(50, 50), 'l.png'))
      .companyLogoUrl!;
    const served = await t.app.inject({ url });
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    const etag = String(served.headers.etag);
    assert.match(etag, /^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    for (const path of [
      url.replace(/\.png$/, '.jpg'),
      `/c/assets/${'0'.repeat(64)}.png`,
      '/c/assets/x.png',
    ]) {
      assert.equal((await t.app.inject({ url: path })).statusCode, 404, path);
    }
  });
});
