import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import {
  createTenant,
  exportUrl,
  uploadCsv,
  uploadErrors,
  uploadResult,
  usersUrl,
} from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const person = (email: string, phones: Record<string, string>) => ({
  first_name: 'Pat',
  last_name: 'Phone',
  email,
  ...phones,
});

describe('phone numbers of end users', () => {
  let t: TestApp;
  let cookie: string;
  let usTenant: string;
  let germanTenant: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    usTenant = await createTenant(t.app, 'Phones US');
    germanTenant = await createTenant(t.app, 'Phones DE');
    await t.app.systemDb.query(`UPDATE tenants SET country = 'Germany' WHERE id = $1`, [
      germanTenant,
    ]);
  });
  after(() => t.close());

  const create = (tenant: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: usersUrl(tenant), payload: body, headers: { cookie } });

  test("'abc' is refused with the field's name, and nothing is saved", async () => {
    const response = await create(usTenant, person('abc@example.com', { phone_work: 'abc' }));
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ message: string }>().message, /^Work phone is not a valid/);
    const list = await t.app.inject({ url: usersUrl(usTenant), headers: { cookie } });
    assert.ok(!list.body.includes('abc@example.com'));
  });

  test("'303 555 0199' is stored as '+13035550199' and the card shows '+1 303 555 0199'", async () => {
    const response = await create(
      usTenant,
      person('denver@example.com', { phone_work: '303 555 0199', phone_cell: '+1 (720) 555-0121' }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const user = response.json<EndUser>();
    assert.equal(user.phone_work, '+13035550199');
    assert.equal(user.phone_cell, '+17205550121', 'both numbers in one form');
    const listed = await t.app.inject({ url: usersUrl(usTenant), headers: { cookie } });
    assert.ok(
      listed.body.includes('"phone_work":"+13035550199"'),
      'the list sends the stored form',
    );
    const card = new URL(user.embedded_url).pathname;
    const html = (await t.app.inject({ url: card })).body;
    assert.ok(html.includes('<a href="tel:+13035550199">+1 303 555 0199</a>'), html);
    assert.ok(html.includes('<a href="tel:+17205550121">+1 720 555 0121</a>'));
  });

  test('an edit stores the number as E.164 too', async () => {
    const created = await create(usTenant, person('edit-phone@example.com', {}));
    const user = created.json<EndUser>();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${usersUrl(usTenant)}/${user.id}`,
      payload: { ...person('edit-phone@example.com', {}), phone_direct: '(212) 555-0101 x 3' },
      headers: { cookie },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json<EndUser>().phone_direct, '+12125550101;ext=3');
  });

  test('the card dials the extension with ;ext= and the vCard tells work, direct and cell apart', async () => {
    const response = await create(
      usTenant,
      person('ext@example.com', {
        phone_work: '+1 (212) 555-0100 ext. 7',
        phone_direct: '(212) 555-0101',
        phone_cell: '(917) 555-0102',
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json<EndUser>().phone_work, '+12125550100;ext=7');
    const card = new URL(response.json<EndUser>().embedded_url).pathname;
    const html = (await t.app.inject({ url: card })).body;
    assert.ok(html.includes('href="tel:+12125550100;ext=7"'), 'work with its extension');
    assert.ok(html.includes('href="tel:+12125550101"'), 'direct, read as a US number');
    assert.ok(html.includes('>+1 212 555 0100 ext. 7</a>'), 'shown in international format');
    const vcard = (await t.app.inject({ url: `${card}/contact.vcf` })).body.split('\r\n');
    assert.ok(vcard.includes('TEL;TYPE=WORK,VOICE:+1 212 555 0100 ext. 7'));
    assert.ok(vcard.includes('item1.TEL;TYPE=WORK,VOICE:+1 212 555 0101'));
    assert.ok(vcard.includes('item1.X-ABLabel:Direct'));
    assert.ok(vcard.includes('TEL;TYPE=CELL,VOICE:+1 917 555 0102'));
  });

  test('the CSV export carries E.164, and uploading it again changes nothing', async () => {
    const csv =
      'first_name,last_name,email,phone_work,phone_cell\n' +
      'Csv,Phone,csv-phone@example.com,303-555-0142 ext 9,(720) 555-0143\n';
    const uploaded = await uploadCsv(t.app, usTenant, csv, { cookie });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const exported = await t.app.inject({ url: exportUrl(usTenant), headers: { cookie } });
    const line = exported.body.split('\r\n').find((row) => row.includes('csv-phone@example.com'));
    // The leading quote keeps a spreadsheet from reading '+1…' as a formula; the upload drops it.
    assert.ok(line?.includes(",'+13035550142;ext=9,,'+17205550143,"), line);
    const again = await uploadCsv(t.app, usTenant, exported.body, { cookie });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(uploadResult(again).updated, 0, 'every row unchanged');
  });

  test("a number without + is read in the tenant's own country", async () => {
    const response = await create(
      germanTenant,
      person('berlin@example.com', { phone_work: '030 1234567' }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const card = new URL(response.json<EndUser>().embedded_url).pathname;
    assert.ok((await t.app.inject({ url: card })).body.includes('href="tel:+49301234567"'));
  });

  test('a CSV row with an invalid phone is refused with its row and field; nothing is written', async () => {
    const csv =
      'first_name,last_name,email,phone_cell\n' +
      'Ok,Row,ok-row@example.com,(917) 555-0103\n' +
      'Bad,Row,bad-row@example.com,call me\n';
    const response = await uploadCsv(t.app, usTenant, csv, { cookie });
    assert.equal(response.statusCode, 400);
    const [error] = uploadErrors(response).errors ?? [];
    assert.equal(error?.field, 'phone_cell');
    assert.match(error?.message ?? '', /^Cell phone is not a valid phone number/);
    const list = await t.app.inject({ url: usersUrl(usTenant), headers: { cookie } });
    assert.ok(!list.body.includes('ok-row@example.com'), 'all or nothing');
  });
});
