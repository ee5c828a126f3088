import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CurrentUser } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { cookieHeader, tokenOf, USER } from '../../helpers/session';

interface SelfServeLoginResponse {
  message: string;
  tenant_id: string | null;
  user: CurrentUser;
}

describe('self-serve sign-in and password reset', () => {
  let t: TestApp;
  let globexId: string;
  let acmeId: string;
  before(async () => {
    t = await build();
    const { rows } = await t.app.systemDb.query<{ id: string; tenant_name: string }>(
      'SELECT id, tenant_name FROM tenants',
    );
    const ids = new Map(rows.map((row) => [row.tenant_name, row.id]));
    globexId = ids.get('globex')!;
    acmeId = ids.get('acme-corporation')!;
  });
  after(() => t.close());

  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/self-serve-login', payload });
  const forgot = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/self-serve-forget-password', payload });

  test('signs an end user in with or without the tenant id', async () => {
    for (const payload of [
      { email: USER.email, password: USER.password },
      { email: USER.email, password: USER.password, tenant_id: globexId },
    ]) {
      const response = await login(payload);
      assert.equal(response.statusCode, 200);
      const body = response.json<SelfServeLoginResponse>();
      assert.equal(body.tenant_id, globexId);
      assert.equal(body.user.email, USER.email);
      assert.equal(body.user.role, 'user');
      assert.equal(body.user.isSuperAdmin, false);
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      assert.equal(sid?.httpOnly, true);
    }
  });

  test('an end-user session is refused by the admin routes', async () => {
    const cookie = cookieHeader(await login({ email: USER.email, password: USER.password }));
    const me = await t.app.inject({ url: '/api/management/admin-users/me', headers: { cookie } });
    assert.equal(me.statusCode, 403);
    assert.deepEqual(me.json(), { message: 'Admin access required' });
    const tenants = await t.app.inject({ url: '/api/management/tenants', headers: { cookie } });
    assert.equal(tenants.statusCode, 403);
  });

  test("answers 401 for a wrong password, another tenant or an admin's credentials", async () => {
    for (const payload of [
      { email: USER.email, password: 'wrong-password' },
      { email: USER.email, password: USER.password, tenant_id: acmeId },
      { email: USER.email, password: USER.password, tenant_id: 'not-a-uuid' },
      { email: 'super@example.com', password: 'demo-super-pass' },
    ]) {
      const response = await login(payload);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Invalid email or password' });
    }
  });

  test("answers 400 'Enter email and password' when a field is missing", async () => {
    const response = await login({ email: USER.email });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Enter email and password' });
  });

  test('mails a reset link that keeps the redirect query and adds the token', async () => {
    const redirect = `http://localhost:8085/forgot-password?slug=usermanagedtenant&token_type=multi_tenant_passwords&tenant_id=${globexId}`;
    const response = await forgot({
      email: USER.email,
      tenant_id: globexId,
      redirect_url: redirect,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Reset link sent' });
    const [mail] = await t.mailsTo(USER.email);
    const link = new URL(mail?.links[0] ?? '');
    assert.equal(link.origin, 'http://localhost:8085');
    assert.equal(link.searchParams.get('slug'), 'usermanagedtenant');
    assert.equal(link.searchParams.get('token_type'), 'multi_tenant_passwords');
    assert.equal(link.searchParams.get('tenant_id'), globexId);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(link.toString()), password: 'fresh-user-pass' },
    });
    assert.equal(reset.statusCode, 200);
    assert.equal((await login({ email: USER.email, password: 'fresh-user-pass' })).statusCode, 200);
  });

  test('without an allowed redirect URL the link points at the app with the tenant', async () => {
    await forgot({ email: USER.email, redirect_url: 'https://evil.example/reset' });
    const [mail] = await t.mailsTo(USER.email);
    const link = new URL(mail?.links[0] ?? '');
    assert.equal(link.origin + link.pathname, 'http://localhost:8080/forgot-password');
    assert.equal(link.searchParams.get('tenant_id'), globexId);
    assert.equal(link.searchParams.get('token_type'), 'multi_tenant_passwords');
  });

  test('unknown emails get the same answer and no mail', async () => {
    const response = await forgot({ email: 'ghost@example.com', tenant_id: globexId });
    assert.deepEqual(response.json(), { message: 'Reset link sent' });
    assert.equal((await t.mailsTo('ghost@example.com')).length, 0);
  });

  test("answers 400 'Enter your email first' without an email", async () => {
    const response = await forgot({});
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Enter your email first' });
  });
});
