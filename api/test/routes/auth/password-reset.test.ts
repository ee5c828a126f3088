import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ATTEMPT_LIMITS } from '../../../src/config';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin, tokenOf } from '../../helpers/session';

const SENT = 'Password reset link sent to your email';
const DONE = 'Password has been reset successfully. You can now sign in.';
const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

describe('admin password reset', () => {
  let t: TestApp;
  before(async () => {
    // More reset requests for one email than the hourly limit allows: this file tests links.
    t = await build({
      config: { attemptLimits: { ...DEFAULT_ATTEMPT_LIMITS, mailsPerEmail: 100 } },
    });
  });
  after(() => t.close());

  const forgot = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { email, password } });

  async function latestLink(email: string): Promise<string> {
    const [mail] = await t.mailsTo(email);
    assert.ok(mail?.links[0], `no link mailed to ${email}`);
    return mail.links[0];
  }

  test('mails a link to the allowlisted redirect URL with the token added', async () => {
    const response = await forgot({
      email: SUPER.email,
      redirect_url: 'http://localhost:8080/forgot-password?tenant_id=abc',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: SENT });
    const link = new URL(await latestLink(SUPER.email));
    assert.equal(link.origin + link.pathname, 'http://localhost:8080/forgot-password');
    assert.equal(link.searchParams.get('tenant_id'), 'abc');
    assert.match(link.searchParams.get('token') ?? '', /^[\w-]{43}$/);
  });

  test('ignores a redirect URL of a foreign origin', async () => {
    await forgot({ email: SUPER.email, redirect_url: 'https://evil.example/steal' });
    const link = new URL(await latestLink(SUPER.email));
    assert.equal(link.origin + link.pathname, 'http://localhost:8080/forgot-password');
  });

  test('unknown emails get the same answer and no mail', async () => {
    const response = await forgot({ email: 'ghost@example.com' });
    assert.deepEqual(response.json(), { message: SENT });
    assert.equal((await t.mailsTo('ghost@example.com')).length, 0);
  });

  test('resets the password once and ends the other sessions', async () => {
    const oldSession = await signInAdmin(t.app, CLIENT);
    await forgot({ email: CLIENT.email });
    const token = tokenOf(await latestLink(CLIENT.email));

    const response = await reset({ token, password: 'a-brand-new-pass' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: DONE });

    const validate = await t.app.inject({
      url: '/api/auth/validate',
      headers: { cookie: oldSession },
    });
    assert.equal(validate.statusCode, 401);
    assert.equal((await login(CLIENT.email, CLIENT.password)).statusCode, 401);
    assert.equal((await login(CLIENT.email, 'a-brand-new-pass')).statusCode, 200);

    const again = await reset({ token, password: 'yet-another-pass' });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { message: INVALID });
  });

  test('a new request voids the previous unused link', async () => {
    await forgot({ email: SUPER.email });
    const first = tokenOf(await latestLink(SUPER.email));
    await forgot({ email: SUPER.email });
    const second = tokenOf(await latestLink(SUPER.email));
    assert.notEqual(first, second);
    assert.deepEqual((await reset({ token: first, password: 'new-super-pass' })).json(), {
      message: INVALID,
    });
    assert.equal((await reset({ token: second, password: 'new-super-pass' })).statusCode, 200);
  });

  test('a link older than 30 minutes fails', async () => {
    await forgot({ email: SUPER.email });
    const token = tokenOf(await latestLink(SUPER.email));
    t.clock.advance(30 * 60 * 1000 + 1000);
    const response = await reset({ token, password: 'late-password' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: INVALID });
  });

  test('rejects a short password with the schema message and keeps the token usable', async () => {
    await forgot({ email: SUPER.email });
    const token = tokenOf(await latestLink(SUPER.email));
    const short = await reset({ token, password: 'short' });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json(), { message: 'Password must be at least 8 characters long' });
    assert.equal((await reset({ token, password: 'long-enough' })).statusCode, 200);
  });

  test('an unknown or missing token is 400', async () => {
    const unknown = await reset({ token: 'nope', password: 'long-enough' });
    assert.deepEqual(unknown.json(), { message: INVALID });
    const missing = await reset({ password: 'long-enough' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      message: 'Invalid password reset link. Please request a new one.',
    });
  });
});
