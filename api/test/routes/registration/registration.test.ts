import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RegistrationLinkResponse, SelfServeUserInfo } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';

const INFO = '/api/registration/self-serve/user-info';
const WEEK = 7 * 24 * 60 * 60 * 1000;

interface Person {
  id: string;
  tenant_id: string;
  email: string;
  registered_at: Date | null;
}

describe('registration links (/api/registration/self-serve/user-info)', () => {
  let t: TestApp;
  let admin: string;
  let globexId: string;
  let acmeId: string;
  let counter = 0;

  const person = async (id: string) =>
    (
      await t.app.systemDb.query<Person>(
        'SELECT id, tenant_id, email, registered_at FROM end_users WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const newPerson = async (tenantId = globexId) => {
    counter += 1;
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Rita', 'Register', $2) RETURNING id`,
      [tenantId, `rita-${counter}@example.com`],
    );
    return rows[0]!.id;
  };
  const linkFor = (userId: string, tenantId = globexId, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/management/users/${tenantId}/${userId}/registration-link`,
      payload: {},
      headers: { cookie },
    });
  const linkParts = async (userId: string) => {
    const response = await linkFor(userId);
    assert.equal(response.statusCode, 200, response.body);
    const url = new URL(response.json<RegistrationLinkResponse>().url);
    return {
      url,
      token: url.searchParams.get('token')!,
      tenant_id: url.searchParams.get('tenant_id')!,
      user_id: url.searchParams.get('user_id')!,
    };
  };
  const register = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: INFO, payload: body });
  /** Sets a password with the newest link mailed to `email`, as its owner would (decision 039). */
  const useMailedLink = async (email: string) => {
    const [mail] = await t.mailsTo(email);
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token');
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'rita-new-pass' },
    });
  };

  before(async () => {
    t = await build();
    admin = await signInAdmin(t.app, SUPER);
    const ids = await t.app.systemDb.query<{ id: string; tenant_type: string }>(
      'SELECT id, tenant_type FROM tenants',
    );
    globexId = ids.rows.find((row) => row.tenant_type === 'user_managed')!.id;
    acmeId = ids.rows.find((row) => row.tenant_type !== 'user_managed')!.id;
  });
  after(() => t.close());

  test('an admin gets a week-long link to /self-serve/register carrying tenant, user, names and token', async () => {
    const userId = await newPerson();
    const response = await linkFor(userId);
    const { url, expires_at } = response.json<RegistrationLinkResponse>();
    const link = new URL(url);
    assert.equal(link.pathname, '/self-serve/register');
    assert.equal(link.searchParams.get('tenant_id'), globexId);
    assert.equal(link.searchParams.get('user_id'), userId);
    assert.equal(link.searchParams.get('firstName'), 'Rita');
    assert.ok((link.searchParams.get('token') ?? '').length >= 32);
    assert.equal(new Date(expires_at).getTime(), t.clock.now().getTime() + WEEK);
  });

  test('refuses links for a registered user (409), another kind of tenant (409) and other admins (403)', async () => {
    const userId = await newPerson();
    const parts = await linkParts(userId);
    assert.equal((await register({ ...parts, email: 'rita.done@example.com' })).statusCode, 200);
    assert.equal((await useMailedLink('rita.done@example.com')).statusCode, 200);
    assert.equal((await linkFor(userId)).statusCode, 409);
    assert.equal((await linkFor(await newPerson(acmeId), acmeId)).statusCode, 409);
    const client = await signInAdmin(t.app, CLIENT);
    assert.equal((await linkFor(await newPerson(), globexId, client)).statusCode, 403);
  });

  test('with the link, reads the person and asks for their address; the mailed link registers them once and sets their password', async () => {
    const userId = await newPerson();
    const before = await person(userId);
    const parts = await linkParts(userId);
    const query = `?tenant_id=${parts.tenant_id}&user_id=${parts.user_id}&token=${parts.token}`;
    const read = await t.app.inject({ url: `${INFO}${query}` });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json<SelfServeUserInfo>().firstName, 'Rita');

    const asked = await register({ ...parts, email: 'Rita.New@Example.com' });
    assert.equal(asked.statusCode, 200, asked.body);
    const { data } = asked.json<{ data: SelfServeUserInfo }>();
    assert.equal(data.email, before.email);
    assert.match(data.embedded_url, /\/c\//);
    // Nothing is written until the address's owner uses the mailed link.
    assert.deepEqual(await person(userId), before);
    const [mail] = await t.mailsTo('rita.new@example.com');
    assert.match(mail?.text ?? '', /Reset Password: http:\/\/localhost:8080\/forgot-password\?/);
    assert.match(mail?.text ?? '', /expires in 24 hours/);
    // The password link and the mail lead back to the tenant's self-serve sign-in.
    const passwordLink = new URL(mail?.links[0] ?? '');
    assert.equal(passwordLink.searchParams.get('token_type'), 'multi_tenant_passwords');
    assert.equal(passwordLink.searchParams.get('tenant_id'), globexId);
    assert.ok(
      mail?.text.includes(
        `Your sign-in page: http://localhost:8080/self-serve-login?tenant_id=${globexId}`,
      ),
    );
    assert.equal((await t.app.inject({ url: `${INFO}${query}` })).statusCode, 200);

    assert.equal((await useMailedLink('rita.new@example.com')).statusCode, 200);
    const stored = await person(userId);
    assert.equal(stored.email, 'rita.new@example.com');
    assert.ok(stored.registered_at);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/self-serve-login',
      payload: { email: 'rita.new@example.com', password: 'rita-new-pass', tenant_id: globexId },
    });
    assert.equal(signIn.statusCode, 200, signIn.body);

    // Single use: the mailed link and the registration link are spent.
    assert.equal((await useMailedLink('rita.new@example.com')).statusCode, 400);
    assert.equal((await t.app.inject({ url: `${INFO}${query}` })).statusCode, 403);
    assert.equal((await register({ ...parts, email: 'again@example.com' })).statusCode, 403);
    assert.equal((await person(userId)).email, 'rita.new@example.com');
  });

  test('a mailed link expires after 24 hours, and one for an address taken since registers nobody', async () => {
    const late = await newPerson();
    assert.equal(
      (await register({ ...(await linkParts(late)), email: 'rita.late@example.com' })).statusCode,
      200,
    );
    const raced = await newPerson();
    const racedParts = await linkParts(raced);
    assert.equal(
      (await register({ ...racedParts, email: 'rita.race@example.com' })).statusCode,
      200,
    );
    await t.mailsTo('rita.race@example.com');
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email) VALUES ($1, 'R', 'R', $2)`,
      [globexId, 'rita.race@example.com'],
    );
    assert.equal((await useMailedLink('rita.race@example.com')).statusCode, 400);
    assert.equal((await person(raced)).registered_at, null);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    assert.equal((await useMailedLink('rita.late@example.com')).statusCode, 400);
    assert.equal((await person(late)).registered_at, null);
    // A day on, the admin's session has ended too.
    admin = await signInAdmin(t.app, SUPER);
  });

  test('without a valid token, or with ids it was not made for, answers 403 and changes nothing', async () => {
    const userId = await newPerson();
    const other = await newPerson();
    const parts = await linkParts(userId);
    const before = { mine: await person(userId), other: await person(other) };
    const attempts = [
      { ...parts, token: 'not-a-token' },
      { ...parts, token: `${parts.token.slice(0, -2)}xx` },
      { ...parts, user_id: other },
      { ...parts, tenant_id: acmeId },
    ];
    for (const attempt of attempts) {
      const response = await register({ ...attempt, email: 'mallory@example.com' });
      assert.equal(response.statusCode, 403, JSON.stringify(attempt));
      const { tenant_id, user_id, token } = attempt;
      const read = await t.app.inject({
        url: `${INFO}?tenant_id=${tenant_id}&user_id=${user_id}&token=${token}`,
      });
      assert.equal(read.statusCode, 403);
    }
    assert.equal(
      (await t.app.inject({ url: `${INFO}?tenant_id=${globexId}&user_id=${userId}` })).statusCode,
      403,
    );
    assert.deepEqual(await person(userId), before.mine);
    assert.deepEqual(await person(other), before.other);
    // The refused attempts did not use the link up.
    assert.equal((await register({ ...parts, email: 'rita.ok@example.com' })).statusCode, 200);
  });

  test('two links of one user both work until the person registers; then the other answers 403', async () => {
    const userId = await newPerson();
    const old = await linkParts(userId);
    const fresh = await linkParts(userId);
    const read = (parts: typeof old) =>
      t.app.inject({
        url: `${INFO}?tenant_id=${parts.tenant_id}&user_id=${parts.user_id}&token=${parts.token}`,
      });
    assert.equal((await read(old)).statusCode, 200);
    assert.equal((await read(fresh)).statusCode, 200);
    assert.equal((await register({ ...fresh, email: 'fresh@example.com' })).statusCode, 200);
    assert.equal((await read(old)).statusCode, 200);
    assert.equal((await useMailedLink('fresh@example.com')).statusCode, 200);
    assert.equal((await read(old)).statusCode, 403);
    assert.equal((await register({ ...old, email: 'old@example.com' })).statusCode, 403);
    assert.equal((await person(userId)).email, 'fresh@example.com');
  });

  test('a link expires after 7 days', async () => {
    const userId = await newPerson();
    const parts = await linkParts(userId);
    t.clock.advance(WEEK + 1000);
    assert.equal((await register({ ...parts, email: 'late@example.com' })).statusCode, 403);
    assert.equal((await person(userId)).registered_at, null);
  });
});
