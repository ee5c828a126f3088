import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SelfServeUserInfo } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin, signInEndUser, USER } from '../../helpers/session';
import {
  type Person,
  personWhere,
  setDepartment,
  templateCalls,
  templateListUrl,
} from '../../helpers/template-choices';

describe('field locks on the self-serve page (decision 056)', () => {
  let t: TestApp;
  let superCookie: string;
  let calls: ReturnType<typeof templateCalls>;
  let me: Person;
  const card = () => t.app.inject({ url: `/c/${me.card_slug}` });

  let userCookie: string;
  const info = () =>
    t.app.inject({ url: '/api/self-serve/user-info', headers: { cookie: userCookie } });
  const saveOwn = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/self-serve/user-info',
      payload: body,
      headers: { cookie: userCookie },
    });

  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    calls = templateCalls(t.app, superCookie);
    me = await personWhere(t.app, 'email = $1', [USER.email]);
    userCookie = await signInEndUser(t.app);
    const locked = await calls.designed(me.tenant_id, 'Sales');
    await calls.send('PATCH', `${templateListUrl(me.tenant_id)}/${locked.id}`, {
      locked_fields: ['phone_cell', 'addresses'],
    });
    await calls.setRules(me.tenant_id, [{ template_id: locked.id, department: 'Sales' }]);
    await setDepartment(t.app, me, 'Sales');
    await t.app.systemDb.query(
      "UPDATE end_users SET phone_cell = '+12125550111', addresses = '[]' WHERE id = $1",
      [me.id],
    );
  });
  after(() => t.close());

  test("the profile names the person's locked fields", async () => {
    const own = (await info()).json<SelfServeUserInfo>();
    assert.deepEqual(own.locked_fields, ['phone_cell', 'addresses']);
  });

  test('a change to a locked field is refused with 403 and nothing is written', async () => {
    const own = (await info()).json<SelfServeUserInfo>();
    const refused = await saveOwn({ ...own, phoneCell: '+1 212 555 0123', title: 'Changed' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      message: 'Cell phone is managed by your company and cannot be changed here',
    });
    const address = {
      type: 'Work',
      street: '1 Main St',
      city: 'Springfield',
      state: '',
      zipCode: '',
      country: '',
    };
    const moved = await saveOwn({ ...own, addresses: [address] });
    assert.equal(moved.statusCode, 403);
    const { rows } = await t.app.systemDb.query<{ phone_cell: string; title: string | null }>(
      'SELECT phone_cell, title FROM end_users WHERE id = $1',
      [me.id],
    );
    assert.equal(rows[0]!.phone_cell, '+12125550111');
    assert.notEqual(rows[0]!.title, 'Changed');
  });

  test('the locked value sent back as shown, with other fields changed, is saved', async () => {
    const own = (await info()).json<SelfServeUserInfo>();
    const saved = await saveOwn({ ...own, title: 'Account Lead' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<{ user: SelfServeUserInfo }>().user.title, 'Account Lead');
  });

  test('admins still write a locked field', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${usersUrl(me.tenant_id)}/${me.id}`,
      payload: {
        first_name: 'Demo',
        last_name: 'User',
        email: me.email,
        phone_cell: '+1 212 555 0188',
        department: 'Sales',
      },
      headers: { cookie: superCookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await info()).json<SelfServeUserInfo>().phoneCell, '+1 212 555 0188');
  });

  test('a locked field cannot be hidden from the card, and shows there even if hidden before', async () => {
    const own = { cookie: userCookie };
    const listed = await t.app.inject({ url: '/api/self-serve/card-fields', headers: own });
    const cell = listed
      .json<{ fields: { field: string; can_hide: boolean }[] }>()
      .fields.find((field) => field.field === 'phone_cell');
    assert.equal(cell?.can_hide, false);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: '/api/self-serve/card-fields',
      payload: { field: 'phone_cell', shown: false },
      headers: own,
    });
    assert.deepEqual(
      [hide.statusCode, hide.json()],
      [403, { message: 'Cell phone is managed by your company and cannot be changed here' }],
    );
    await t.app.systemDb.query(
      "UPDATE end_users SET hidden_card_fields = ARRAY['phone_cell'] WHERE id = $1",
      [me.id],
    );
    assert.match((await card()).body, /555.?0188/);
    await t.app.systemDb.query("UPDATE end_users SET hidden_card_fields = '{}' WHERE id = $1", [
      me.id,
    ]);
  });

  test('a person whose template locks nothing may change every field', async () => {
    await setDepartment(t.app, me, 'Finance');
    const own = (await info()).json<SelfServeUserInfo>();
    assert.deepEqual(own.locked_fields, []);
    assert.equal((await saveOwn({ ...own, phoneCell: '+1 212 555 0177' })).statusCode, 200);
  });
});
