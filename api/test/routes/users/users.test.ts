import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser, EndUserListResponse } from '@bizcard/shared/model';
import { WRITE_COLUMNS } from '../../../src/routes/users/user-columns';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, tenantIdOf, usersUrl } from '../../helpers/end-users';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

const NEW_USER = {
  first_name: '  Grace ',
  last_name: 'Hopper',
  email: ' Grace.Hopper@Acme.Example.com ',
  role: 'Manager',
  pronouns: 'she/her',
  phone_work: '+1 (415) 555-0100',
  phone_direct: '',
  phone_cell: null,
  title: 'Rear Admiral',
  company: 'Acme Corporation',
  department: 'Navy',
  accreditations: 'PhD',
  website: 'https://grace.example.com',
  linkedin: 'https://www.linkedin.com/in/grace',
  x_twitter: 'https://x.com/grace',
  addresses: [
    { type: 'home', street: '1 Main St', city: 'Arlington', state: 'VA', zipCode: '22201' },
  ],
  stytch_org_id: 'organization-live-1234',
};

describe('tenant end users: list, get, create, update', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let acme: string;
  let globex: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    acme = await tenantIdOf(t.app, 'Acme Corporation');
    globex = await tenantIdOf(t.app, 'Globex');
  });
  after(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie = superCookie) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
  const list = async (tenantId: string, cookie = superCookie) =>
    (await get(usersUrl(tenantId), cookie)).json<EndUserListResponse>().users;

  test('a super admin lists every user of a tenant by first name, with card links', async () => {
    const response = await get(usersUrl(acme), superCookie);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const { users } = response.json<EndUserListResponse>();
    const { rows } = await t.app.systemDb.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM end_users WHERE tenant_id = $1',
      [acme],
    );
    assert.equal(users.length, rows[0]!.count);
    const names = users.map((user) => user.first_name.toLowerCase());
    assert.deepEqual(names, [...names].sort());
    for (const user of users) {
      assert.equal(user.tenant_id, acme);
      assert.match(user.embedded_url, /^http:\/\/localhost:8080\/c\/[A-Za-z0-9_-]{12}$/);
      assert.equal(user.qr_code, `${user.embedded_url}/qr.png`);
      assert.ok(!Number.isNaN(Date.parse(user.created_at)));
      assert.ok(Array.isArray(user.addresses));
    }
    assert.equal(new Set(users.map((user) => user.embedded_url)).size, users.length);
    assert.ok(!response.body.includes('password_hash'));
    assert.ok(!response.body.includes('card_slug'));
  });

  test('a tenant without users lists none', async () => {
    const response = await get(usersUrl(await createTenant(t.app, 'Empty Co')), superCookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { total: 0, users: [] });
  });

  test('a client admin lists their own tenant, and gets 403 for another', async () => {
    assert.ok((await list(acme, clientCookie)).length > 0);
    const other = await get(usersUrl(globex), clientCookie);
    assert.equal(other.statusCode, 403);
    assert.deepEqual(other.json(), {
      message: 'Access denied: You can only manage users of your own tenant.',
    });
  });

  test('the users endpoints need an admin session', async () => {
    assert.equal((await get(usersUrl(acme))).statusCode, 401);
    const endUser = await get(usersUrl(globex), await signInEndUser(t.app));
    assert.equal(endUser.statusCode, 403);
    assert.deepEqual(endUser.json(), { message: 'Admin access required' });
    const create = await t.app.inject({ method: 'POST', url: usersUrl(acme), payload: NEW_USER });
    assert.equal(create.statusCode, 401);
  });

  test("unknown and malformed tenant ids are 404 'Tenant not found'", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'acme']) {
      const response = await get(usersUrl(id), superCookie);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Tenant not found' });
    }
  });

  test('one user reads back as the list shows them; other ids are 404', async () => {
    const [first] = await list(acme);
    const response = await get(`${usersUrl(acme)}/${first!.id}`, superCookie);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), first);
    const globexUser = (await list(globex))[0]!;
    for (const id of [globexUser.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await get(`${usersUrl(acme)}/${id}`, superCookie);
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'User not found' });
    }
    const forbidden = await get(`${usersUrl(globex)}/${globexUser.id}`, clientCookie);
    assert.equal(forbidden.statusCode, 403);
  });

  test('creating answers 201 with the stored user: trimmed, lower-cased, blanks as null', async () => {
    const response = await send('POST', usersUrl(acme), NEW_USER);
    assert.equal(response.statusCode, 201);
    const user = response.json<EndUser>();
    assert.equal(user.first_name, 'Grace');
    assert.equal(user.email, 'grace.hopper@acme.example.com');
    assert.equal(user.role, 'Manager');
    assert.equal(user.phone_direct, null);
    assert.equal(user.phone_cell, null);
    assert.equal(user.facebook, null);
    assert.deepEqual(user.addresses, [
      {
        type: 'home',
        street: '1 Main St',
        city: 'Arlington',
        state: 'VA',
        zipCode: '22201',
        country: 'USA',
      },
    ]);
    assert.match(user.embedded_url, /^http:\/\/localhost:8080\/c\/[A-Za-z0-9_-]{12}$/);
    assert.ok(!('stytch_org_id' in user));
    const read = await get(`${usersUrl(acme)}/${user.id}`, superCookie);
    assert.deepEqual(read.json(), user);
  });

  test('role defaults to User and addresses to none', async () => {
    const response = await send('POST', usersUrl(acme), {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@acme.example.com',
    });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json<EndUser>().role, 'User');
    assert.deepEqual(response.json<EndUser>().addresses, []);
  });

  test('an email already in the tenant is 409, in any case; another tenant may reuse it', async () => {
    const response = await send('POST', usersUrl(acme), {
      ...NEW_USER,
      email: 'GRACE.HOPPER@acme.example.com',
    });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: 'A user with this email already exists in this tenant',
    });
    assert.equal((await send('POST', usersUrl(globex), NEW_USER)).statusCode, 201);
  });

  test('answers 400 with the schema messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...NEW_USER, first_name: ' ' }, 'First name is required'],
      [{ ...NEW_USER, last_name: undefined }, 'Last name is required'],
      [{ ...NEW_USER, email: '' }, 'Email is required'],
      [{ ...NEW_USER, email: 'not-an-email' }, 'Please enter a valid email address'],
      [
        { ...NEW_USER, website: 'javascript:alert(1)' },
        'Website must be a web address starting with http:// or https://',
      ],
      [
        { ...NEW_USER, linkedin: 'www.linkedin.com/in/x' },
        'LinkedIn must be a web address starting with http:// or https://',
      ],
      [{ ...NEW_USER, role: 'Owner' }, 'Role must be User, Admin or Manager'],
      [{ ...NEW_USER, title: 'a\u0000b' }, 'Text must not contain NUL characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', usersUrl(acme), payload);
      assert.equal(response.statusCode, 400, message);
      assert.deepEqual(response.json(), { message });
    }
  });

  test('a client admin creates users in their own tenant only', async () => {
    const own = await send(
      'POST',
      usersUrl(acme),
      { ...NEW_USER, email: 'own@acme.example.com' },
      clientCookie,
    );
    assert.equal(own.statusCode, 201);
    const other = await send(
      'POST',
      usersUrl(globex),
      { ...NEW_USER, email: 'other@globex.example.com' },
      clientCookie,
    );
    assert.equal(other.statusCode, 403);
  });

  test('updating replaces the fields and keeps the card address', async () => {
    const created = (
      await send('POST', usersUrl(acme), { ...NEW_USER, email: 'edit.me@acme.example.com' })
    ).json<EndUser>();
    const url = `${usersUrl(acme)}/${created.id}`;
    const response = await send('PUT', url, {
      ...NEW_USER,
      email: 'edited@acme.example.com',
      title: 'Commodore',
      addresses: [],
    });
    assert.equal(response.statusCode, 200);
    const updated = response.json<EndUser>();
    assert.equal(updated.id, created.id);
    assert.equal(updated.title, 'Commodore');
    assert.equal(updated.email, 'edited@acme.example.com');
    assert.deepEqual(updated.addresses, []);
    assert.equal(updated.embedded_url, created.embedded_url);
    assert.equal(updated.created_at, created.created_at);
    assert.ok(Date.parse(updated.updated_at) >= Date.parse(created.updated_at));
  });

  test('updating to a taken email is 409; unknown users 404; bad bodies 400', async () => {
    const [first, second] = await list(acme);
    const url = `${usersUrl(acme)}/${first!.id}`;
    const taken = await send('PUT', url, { ...NEW_USER, email: second!.email.toUpperCase() });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), {
      message: 'A user with this email already exists in this tenant',
    });
    const missing = await send('PUT', `${usersUrl(acme)}/00000000-0000-4000-8000-000000000000`, {
      ...NEW_USER,
      email: 'x@acme.example.com',
    });
    assert.equal(missing.statusCode, 404);
    const invalid = await send('PUT', url, { ...NEW_USER, email: 'nope' });
    assert.equal(invalid.statusCode, 400);
    const globexUser = (await list(globex))[0]!;
    const crossTenant = await send('PUT', `${usersUrl(acme)}/${globexUser.id}`, NEW_USER);
    assert.equal(crossTenant.statusCode, 404);
    const forbidden = await send(
      'PUT',
      `${usersUrl(globex)}/${globexUser.id}`,
      NEW_USER,
      clientCookie,
    );
    assert.equal(forbidden.statusCode, 403);
  });

  test('the stored list JSON follows writes that bypass these endpoints', async () => {
    const [first] = await list(globex);
    await t.app.systemDb.query(
      `UPDATE end_users SET title = 'Set "directly"', addresses = '[]', updated_at = now()
       WHERE id = $1`,
      [first!.id],
    );
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Aaron', 'Direct', 'aaron.direct@globex.example.com')`,
      [globex],
    );
    const users = await list(globex);
    const updated = users.find((user) => user.id === first!.id);
    assert.equal(updated?.title, 'Set "directly"');
    assert.deepEqual(updated?.addresses, []);
    const inserted = users.find((user) => user.email === 'aaron.direct@globex.example.com');
    assert.equal(inserted?.last_name, 'Direct');
    assert.match(inserted?.id ?? '', /^[0-9a-f-]{36}$/);
  });

  test("the migration's composite type lists the fields in the order the code builds it", async () => {
    const { rows } = await t.app.systemDb.query<{ attname: string }>(
      `SELECT attname FROM pg_attribute
       WHERE attrelid = 'end_user_list_fields'::regclass AND attnum > 0 ORDER BY attnum`,
    );
    assert.deepEqual(
      rows.map((row) => row.attname),
      ['id', 'tenant_id', ...WRITE_COLUMNS],
    );
  });
});
