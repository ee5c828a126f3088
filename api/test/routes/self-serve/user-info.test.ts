import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { SELF_SERVE_MESSAGES, type SelfServeUserInfo } from '@bizcard/shared/model';
import { createSession } from '../../../src/auth/sessions';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin, signInEndUser, USER } from '../../helpers/session';

const URL = '/api/self-serve/user-info';

interface Row {
  id: string;
  tenant_id: string;
  first_name: string;
  email: string;
  phone_cell: string | null;
  x_twitter: string | null;
  card_slug: string;
  updated_at: Date;
}

describe('self-serve user info (/api/self-serve/user-info)', () => {
  let t: TestApp;
  let cookie: string;
  let me: Row;
  let neighbour: Row;
  let outsider: Row;

  const row = async (where: string, params: unknown[]) =>
    (
      await t.app.systemDb.query<Row>(
        `SELECT id, tenant_id, first_name, email, phone_cell, x_twitter, card_slug, updated_at
         FROM end_users WHERE ${where} LIMIT 1`,
        params,
      )
    ).rows[0]!;
  const get = (c = cookie, query = '') =>
    t.app.inject({ url: `${URL}${query}`, headers: c ? { cookie: c } : {} });
  const put = (payload: Record<string, unknown>, c = cookie) =>
    t.app.inject({ method: 'PUT', url: URL, payload, headers: c ? { cookie: c } : {} });

  before(async () => {
    t = await build();
    cookie = await signInEndUser(t.app);
    me = await row('email = $1', [USER.email]);
    neighbour = await row('tenant_id = $1 AND id <> $2', [me.tenant_id, me.id]);
    outsider = await row('tenant_id <> $1', [me.tenant_id]);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.systemDb.query("UPDATE tenants SET tenant_type = 'user_managed' WHERE id = $1", [
      me.tenant_id,
    ]);
  });

  test('answers the signed-in end user their fields under the self-serve names, and their card', async () => {
    const response = await get();
    assert.equal(response.statusCode, 200, response.body);
    const info = response.json<SelfServeUserInfo>();
    assert.equal(info.id, me.id);
    assert.equal(info.email, me.email);
    assert.equal(info.firstName, me.first_name);
    assert.ok(
      'phoneCell' in info &&
        'x_twitter' in info &&
        'zipCode' in (info.addresses[0] ?? { zipCode: '' }),
    );
    assert.ok(!('phone_cell' in info) && !('xTwitter' in info) && !('role' in info));
    assert.match(info.embedded_url, new RegExp(`/c/${me.card_slug}$`));
    assert.match(info.qr_code, /\/qr\.png$/);
  });

  test('a tenant_id in the query naming another tenant still answers only the caller', async () => {
    const response = await get(cookie, `?tenant_id=${outsider.tenant_id}&user_id=${outsider.id}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<SelfServeUserInfo>().id, me.id);
  });

  test('saves phones, social links and addresses; the card page and vCard show them at once', async () => {
    const response = await put({
      phoneCell: '+1 212 555 0199',
      xTwitter: 'https://x.com/jane',
      addresses: [{ type: 'office', street: '1 Main St', city: 'Springfield', state: 'IL' }],
      tenant_id: me.tenant_id,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { message, user } = response.json<{ message: string; user: SelfServeUserInfo }>();
    assert.equal(message, SELF_SERVE_MESSAGES.updated);
    assert.equal(user.phoneCell, '+1 212 555 0199', 'as the card shows it');
    assert.equal(user.x_twitter, 'https://x.com/jane');
    assert.deepEqual(user.addresses, [
      {
        type: 'office',
        street: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '',
        country: 'USA',
      },
    ]);
    const again = (await get()).json<SelfServeUserInfo>();
    assert.equal(again.phoneCell, '+1 212 555 0199');
    const card = await t.app.inject({ url: `/c/${me.card_slug}` });
    assert.match(card.body, /212.?555.?0199/);
    const vcard = await t.app.inject({ url: `/c/${me.card_slug}/contact.vcf` });
    assert.match(vcard.body, /TEL;TYPE=CELL,VOICE:\+1 212 555 0199/);
  });

  test('never changes the name, the email, or anyone else, whatever ids the body carries', async () => {
    const before = {
      neighbour: await row('id = $1', [neighbour.id]),
      outsider: await row('id = $1', [outsider.id]),
    };
    const response = await put({
      firstName: 'Mallory',
      lastName: 'Other',
      email: neighbour.email,
      id: neighbour.id,
      user_id: outsider.id,
      tenant_id: outsider.tenant_id,
      role: 'Admin',
      active: false,
      phoneCell: '+1 212 555 0177',
    });
    assert.equal(response.statusCode, 200, response.body);
    const mine = await row('id = $1', [me.id]);
    assert.equal(mine.first_name, me.first_name);
    assert.equal(mine.email, me.email);
    assert.equal(mine.phone_cell, '+12125550177');
    const decidedByAdmins = await t.app.systemDb.query<{ role: string; active: boolean }>(
      'SELECT role, active FROM end_users WHERE id = $1',
      [me.id],
    );
    assert.deepEqual(decidedByAdmins.rows[0], { role: 'User', active: true });
    assert.deepEqual(await row('id = $1', [neighbour.id]), before.neighbour);
    assert.deepEqual(await row('id = $1', [outsider.id]), before.outsider);
  });

  test('refuses a number that is not a phone number as the admin write does, changing nothing', async () => {
    const before = await row('id = $1', [me.id]);
    const response = await put({ phoneWork: '555' });
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ message: string }>().message, /Work phone/);
    assert.deepEqual(await row('id = $1', [me.id]), before);
  });

  test('answers 403 once the tenant is no longer user managed, and changes nothing', async () => {
    await t.app.systemDb.query(
      "UPDATE tenants SET tenant_type = 'organization_managed' WHERE id = $1",
      [me.tenant_id],
    );
    const before = await row('id = $1', [me.id]);
    assert.equal((await get()).statusCode, 403);
    const response = await put({ phoneCell: '+1 212 555 0111' });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json<{ message: string }>().message, SELF_SERVE_MESSAGES.notUserManaged);
    assert.deepEqual(await row('id = $1', [me.id]), before);
  });

  test('answers 403 to an end user of an identity-provider tenant', async () => {
    const sid = await createSession(t.app.db, { type: 'end_user', id: outsider.id }, t.app.clock());
    const tenant = await t.app.systemDb.query<{ tenant_type: string }>(
      'SELECT tenant_type FROM tenants WHERE id = $1',
      [outsider.tenant_id],
    );
    assert.notEqual(tenant.rows[0]!.tenant_type, 'user_managed');
    assert.equal((await get(`sid=${sid}`)).statusCode, 403);
    assert.equal((await put({ phoneCell: '+1 212 555 0111' }, `sid=${sid}`)).statusCode, 403);
  });

  test('answers 403 to admins and 401 when signed out', async () => {
    const admin = await signInAdmin(t.app, SUPER);
    assert.equal((await get(admin)).statusCode, 403);
    assert.equal((await put({ phoneCell: '+1 212 555 0111' }, admin)).statusCode, 403);
    assert.equal((await get('')).statusCode, 401);
    assert.equal((await put({}, '')).statusCode, 401);
  });
});
