import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, uploadCsv, uploadErrors, usersUrl } from '../../helpers/end-users';
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
    const card = new URL(response.json<EndUser>().embedded_url).pathname;
    const html = (await t.app.inject({ url: card })).body;
    assert.ok(html.includes('href="tel:+12125550100;ext=7"'), 'work with its extension');
    assert.ok(html.includes('href="tel:+12125550101"'), 'direct, read as a US number');
    assert.ok(html.includes('>+1 (212) 555-0100 ext. 7</a>'), 'shown as typed');
    const vcard = (await t.app.inject({ url: `${card}/contact.vcf` })).body.split('\r\n');
    assert.ok(vcard.includes('TEL;TYPE=WORK,VOICE:+1 212 555 0100 ext. 7'));
    assert.ok(vcard.includes('item1.TEL;TYPE=WORK,VOICE:+1 212 555 0101'));
    assert.ok(vcard.includes('item1.X-ABLabel:Direct'));
    assert.ok(vcard.includes('TEL;TYPE=CELL,VOICE:+1 917 555 0102'));
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
