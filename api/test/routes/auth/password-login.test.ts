import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CurrentUser, PasswordLoginResponse, ValidateResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, cookieHeader, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

describe('password sign-in and the session', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload });

  test('signs a super admin in and answers the current user', async () => {
    const response = await login({ email: SUPER.email, password: SUPER.password });
    assert.equal(response.statusCode, 200);
    const body = response.json<PasswordLoginResponse>();
    assert.equal(body.tenant_name, null);
    assert.equal(body.user.email, SUPER.email);
    assert.equal(body.user.first_name, 'Dana');
    assert.equal(body.user.role, 'superAdmin');
    assert.equal(body.user.isSuperAdmin, true);
    assert.equal(body.user.isClientAdmin, false);
    assert.equal(body.user.stytch_member_id, null);
  });

  test('accepts the email in any case and answers the tenant name of a client admin', async () => {
    const response = await login({ email: ' Client@Example.COM ', password: CLIENT.password });
    assert.equal(response.statusCode, 200);
    const body = response.json<PasswordLoginResponse>();
    assert.equal(body.tenant_name, 'acme-corporation');
    assert.equal(body.user.isClientAdmin, true);
    assert.ok(body.user.tenant_id);
  });

  test('sets an HttpOnly, SameSite=Lax session cookie and a readable session_info cookie', async () => {
    const response = await login({ email: CLIENT.email, password: CLIENT.password });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    const info = response.cookies.find((cookie) => cookie.name === 'session_info');
    assert.ok(sid && info);
    assert.equal(sid.httpOnly, true);
    assert.equal(sid.sameSite, 'Lax');
    assert.equal(sid.path, '/');
    assert.equal(sid.maxAge, 12 * 60 * 60);
    assert.ok(Buffer.from(sid.value, 'base64url').length === 32);
    assert.notEqual(info.httpOnly, true);
    assert.equal(info.sameSite, 'Lax');
    const payload = JSON.parse(decodeURIComponent(info.value));
    assert.deepEqual(payload, {
      role: 'clientAdmin',
      tenant_id: response.json<PasswordLoginResponse>().user.tenant_id,
      tenant: 'acme-corporation',
    });
  });

  test("answers 401 'Invalid email or password' for a wrong password or an unknown email", async () => {
    for (const payload of [
      { email: SUPER.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever-pass' },
      { email: 'user@example.com', password: 'demo-user-pass' },
    ]) {
      const response = await login(payload);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Invalid email or password' });
      assert.equal(response.cookies.length, 0);
    }
  });

  test('answers 400 with the schema messages when fields are missing', async () => {
    const noEmail = await login({ password: 'x' });
    assert.equal(noEmail.statusCode, 400);
    assert.deepEqual(noEmail.json(), { message: 'Please enter your email' });
    const noPassword = await login({ email: SUPER.email });
    assert.deepEqual(noPassword.json(), { message: 'Please enter your password' });
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    assert.deepEqual(badEmail.json(), { message: 'Please enter a valid email address' });
  });

  test('validate answers the admin session and 401 without one', async () => {
    const cookie = await signInAdmin(t.app, CLIENT);
    const response = await t.app.inject({ url: '/api/auth/validate', headers: { cookie } });
    assert.equal(response.statusCode, 200);
    const body = response.json<ValidateResponse>();
    assert.equal(body.valid, true);
    assert.equal(body.role, 'clientAdmin');
    assert.equal(body.tenant, 'acme-corporation');
    assert.equal(body.user.email, CLIENT.email);
    const anonymous = await t.app.inject({ url: '/api/auth/validate' });
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { message: 'Unauthorized' });
  });

  test("validate answers an end user's session with role 'user' and the member id", async () => {
    const cookie = await signInEndUser(t.app);
    const body = (await t.app.inject({ url: '/api/auth/validate', headers: { cookie } })).json<
      ValidateResponse & { user: CurrentUser }
    >();
    assert.equal(body.role, 'user');
    assert.equal(body.tenant, 'globex');
    assert.match(body.user.stytch_member_id ?? '', /^member-live-/);
  });

  test('an unknown or forged session id is 401', async () => {
    const response = await t.app.inject({
      url: '/api/auth/validate',
      headers: { cookie: 'sid=forged-value' },
    });
    assert.equal(response.statusCode, 401);
  });

  test('logout ends the session server-side and clears both cookies', async () => {
    const cookie = await signInAdmin(t.app, SUPER);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    assert.equal(logout.statusCode, 200);
    const cleared = logout.cookies.filter((c) => c.name === 'sid' || c.name === 'session_info');
    assert.equal(cleared.length, 2);
    for (const c of cleared) assert.equal(c.value, '');
    // The old cookie no longer works even if a client kept it.
    const after = await t.app.inject({ url: '/api/auth/validate', headers: { cookie } });
    assert.equal(after.statusCode, 401);
  });

  test('logout answers 200 without a session and accepts an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 200);
  });

  test('a session expires after 12 hours', async () => {
    const cookie = await signInAdmin(t.app, SUPER);
    t.clock.advance(11 * 60 * 60 * 1000);
    assert.equal(
      (await t.app.inject({ url: '/api/auth/validate', headers: { cookie } })).statusCode,
      200,
    );
    t.clock.advance(60 * 60 * 1000 + 1000);
    assert.equal(
      (await t.app.inject({ url: '/api/auth/validate', headers: { cookie } })).statusCode,
      401,
    );
  });

  test('a fresh login after an expired one works', async () => {
    const response = await login({ email: SUPER.email, password: SUPER.password });
    const cookie = cookieHeader(response);
    assert.equal(
      (await t.app.inject({ url: '/api/auth/validate', headers: { cookie } })).statusCode,
      200,
    );
  });
});
