import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type EndUser, SAMPLE_PERSON } from '@bizcard/shared/model';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildVCard } from '../../../src/routes/cards/vcard';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { imageBytes, PREVIEW_VCARD_URL, saveForm, templateForm } from '../../helpers/templates';

const pathOf = (url: string) => new URL(url).pathname;

/** A photo unlike the helpers' solid blue one, so a test can tell the two apart. */
const redJpeg = () =>
  sharp({ create: { width: 500, height: 400, channels: 3, background: '#c00000' } })
    .jpeg()
    .toBuffer();

type Photo = { bytes: Buffer; name: string } | '' | undefined;

/** The designer's Add to Contacts: the preview person and the draft's photo, as the save sends it. */
function previewForm(tenantId: string, endUserId?: string, photo?: Photo): FormData {
  const form = new FormData();
  form.append('tenantId', tenantId);
  if (endUserId) form.append('endUserId', endUserId);
  if (photo === '') form.append('profilePhoto', '');
  else if (photo) form.append('profilePhoto', new Blob([new Uint8Array(photo.bytes)]), photo.name);
  return form;
}

const unfolded = (response: LightMyRequestResponse) => response.body.replace(/\r\n /g, '');

describe("the designer's Add to Contacts writes the card's own vCard", () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let ada: EndUser;
  const preview = (endUserId?: string, photo?: Photo) =>
    t.app.inject({
      method: 'POST',
      url: PREVIEW_VCARD_URL,
      payload: previewForm(tenantId, endUserId, photo),
      headers: { cookie },
    });
  const cardVCard = (user: EndUser) =>
    t.app.inject({ url: `${pathOf(user.embedded_url)}/contact.vcf` });
  const save = async (overrides: Record<string, unknown>) => {
    const response = await saveForm(t.app, cookie, templateForm(tenantId, overrides));
    assert.equal(response.statusCode, 200, response.body);
  };

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenantId = await createTenant(t.app, 'Preview vCard Inc');
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenantId),
      headers: { cookie },
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        title: 'Analyst',
        company: 'Engines; Ltd',
        phone_work: '+1 415 555 0100',
        x_twitter: 'https://x.com/ada',
        addresses: [
          { type: 'office', street: '1 Main St, Floor 2', city: 'London', country: 'UK' },
        ],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    ada = created.json<EndUser>();
    await save({ profilePhoto: { bytes: await imageBytes(300, 300, 'jpeg'), name: 'me.jpg' } });
  });
  after(() => t.close());

  test("an end user's file is byte for byte their card's, photo, address parts and profiles included", async () => {
    const [designer, card] = [await preview(ada.id), await cardVCard(ada)];
    assert.equal(designer.statusCode, 200, designer.body);
    assert.deepEqual(designer.rawPayload, card.rawPayload);
    assert.equal(designer.headers['content-type'], card.headers['content-type']);
    assert.equal(designer.headers['content-disposition'], card.headers['content-disposition']);
    const text = unfolded(designer);
    assert.match(text, /\r\nPHOTO;ENCODING=b;TYPE=JPEG:\/9j\//);
    assert.match(text, /\r\nADR;TYPE=WORK:;;1 Main St\\, Floor 2;London;;;UK\r\n/);
    assert.doesNotMatch(text, /TYPE=x \(twitter\)/);
  });

  test('a new photo in the draft gives the bytes the card serves once the template is saved', async () => {
    const photo = { bytes: await redJpeg(), name: 'new.jpg' };
    const designer = await preview(ada.id, photo);
    assert.notDeepEqual(designer.rawPayload, (await cardVCard(ada)).rawPayload);
    await save({ profilePhoto: photo });
    assert.deepEqual(designer.rawPayload, (await cardVCard(ada)).rawPayload);
  });

  test('a photo removed in the draft leaves PHOTO out; a user’s own photo still comes first', async () => {
    assert.doesNotMatch((await preview(ada.id, '')).body, /PHOTO/);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await imageBytes(200, 200))]), 'own.png');
    const own = await t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenantId)}/${ada.id}/photo`,
      payload: form,
      headers: { cookie },
    });
    assert.equal(own.statusCode, 200, own.body);
    const designer = await preview(ada.id, '');
    assert.match(designer.body, /PHOTO/);
    assert.deepEqual(designer.rawPayload, (await cardVCard(ada)).rawPayload);
  });

  test("without an end user it is the sample person's vCard, written by the card's writer", async () => {
    await save({ profilePhoto: '' });
    const designer = await preview();
    assert.equal(designer.statusCode, 200, designer.body);
    assert.equal(designer.body, buildVCard(SAMPLE_PERSON, 'US', null));
    assert.match(String(designer.headers['content-disposition']), /filename="Jordan_Smith\.vcf"/);
  });

  test('an end user of another tenant, or no user at all, is not found', async () => {
    const other = await createTenant(t.app, 'Other Preview Inc');
    const response = await t.app.inject({
      method: 'POST',
      url: PREVIEW_VCARD_URL,
      payload: previewForm(other, ada.id),
      headers: { cookie },
    });
    assert.equal(response.statusCode, 404);
    assert.equal((await preview('not-a-user')).statusCode, 404);
  });
});
