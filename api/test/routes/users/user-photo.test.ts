import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type EndUser, TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import sharp from 'sharp';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, saveForm, templateForm } from '../../helpers/templates';

const pathOf = (url: string) => new URL(url).pathname;

/** A JPEG unlike the helpers' images (their solid blue re-encodes to the same bytes). */
const redJpeg = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#c00000' } })
    .jpeg()
    .toBuffer();

/** The vCard with its folded lines joined again. */
const unfolded = (vcard: string) => vcard.replace(/\r\n /g, '');

describe("a user's own photo", () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  let user: EndUser;
  before(async () => {
    t = await build({ config: { publicAppUrl: 'https://cards.example.com' } });
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Photo Inc');
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: { first_name: 'Pia', last_name: 'Photo', email: 'pia@example.com' },
      headers: { cookie },
    });
    user = created.json<EndUser>();
  });
  after(() => t.close());

  const photoUrl = () => `${usersUrl(tenant)}/${user.id}/photo`;
  const upload = (bytes: Buffer, name = 'me.png', field = 'photo') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    return t.app.inject({ method: 'POST', url: photoUrl(), payload: form, headers: { cookie } });
  };
  const card = () => t.app.inject({ url: pathOf(user.embedded_url) });
  const vcard = () => t.app.inject({ url: `${pathOf(user.embedded_url)}/contact.vcf` });

  test('a new user has no photo', () => {
    assert.equal(user.photo_url, null);
  });

  test('refuses a GIF, a file that only claims to be an image, and one over 5 MB', async () => {
    const gif = await upload(await imageBytes(10, 10, 'gif'), 'me.gif');
    assert.equal(gif.statusCode, 400);
    assert.equal(gif.json().message, TEMPLATE_MESSAGES.imageType);
    const text = await upload(Buffer.from('not an image'), 'me.png');
    assert.equal(text.statusCode, 400);
    const large = await upload(Buffer.concat([await imageBytes(10, 10), Buffer.alloc(5_300_000)]));
    assert.equal(large.statusCode, 413);
    assert.equal(large.json().message, TEMPLATE_MESSAGES.imageTooLarge);
    const missing = await upload(await imageBytes(10, 10), 'me.png', 'other');
    assert.equal(missing.statusCode, 400);
  });

  test('a PNG is stored as a 512 px JPEG, shown on the card and inlined in the vCard', async () => {
    const response = await upload(await imageBytes(800, 600, 'png'));
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json<EndUser>();
    assert.match(
      String(updated.photo_url),
      /^https:\/\/cards\.example\.com\/c\/assets\/[0-9a-f]{64}\.jpg$/,
    );

    const asset = await t.app.inject({ url: pathOf(updated.photo_url!) });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['content-type'], 'image/jpeg');
    const meta = await sharp(asset.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height, meta.exif], [512, 512, undefined]);

    assert.ok((await card()).body.includes(`src="${pathOf(updated.photo_url!)}"`));
    assert.match(unfolded((await vcard()).body), /PHOTO;ENCODING=b;TYPE=JPEG:\/9j\//);
  });

  test("a JPEG replaces it, and comes before the template's default photo", async () => {
    const form = templateForm(tenant, {
      profilePhoto: { bytes: await imageBytes(300, 300, 'png'), name: 'default.png' },
    });
    assert.equal((await saveForm(t.app, cookie, form)).statusCode, 200);
    const response = await upload(await redJpeg(), 'me.jpg');
    assert.equal(response.statusCode, 200, response.body);
    const own = response.json<EndUser>().photo_url!;
    assert.ok((await card()).body.includes(`src="${pathOf(own)}"`));
    // Saving the template again keeps the user's photo.
    assert.equal((await saveForm(t.app, cookie, templateForm(tenant))).statusCode, 200);
    assert.equal((await t.app.inject({ url: pathOf(own) })).statusCode, 200);
  });

  test("Remove drops it: the card shows the template's photo again", async () => {
    const before = (
      await t.app.inject({ url: `${usersUrl(tenant)}/${user.id}`, headers: { cookie } })
    ).json<EndUser>().photo_url!;
    const response = await t.app.inject({ method: 'DELETE', url: photoUrl(), headers: { cookie } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<EndUser>().photo_url, null);
    assert.equal((await t.app.inject({ url: pathOf(before) })).statusCode, 404);
    const page = (await card()).body;
    assert.ok(!page.includes(pathOf(before)));
    assert.match(page, /<img class="photo" src="\/c\/assets\/[0-9a-f]{64}\.jpg"/);
  });

  test('answers 404 for a user the tenant does not have', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${usersUrl(tenant)}/00000000-0000-4000-8000-000000000000/photo`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 404);
  });
});
