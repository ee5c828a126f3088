import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CallbackResponse, MagicLinkResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, cookieHeader, SUPER, tokenOf, USER } from '../../helpers/session';

const LINK_SENT = 'Magic link sent! Check your email to continue.';
const LINK_INVALID = 'This sign-in link is invalid or has expired. Please request a new one.';

describe('magic-link sign-in', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  const requestLink = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } });
  const callback = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/callback', payload });

  async function latestLink(email: string): Promise<string> {
    const [mail] = await t.mailsTo(email);
    assert.ok(mail, `no mail to ${email}`);
    const link = mail.links.find((url) => url.includes('/auth/callback'));
    assert.ok(link);
    return link;
  }

  test('mails an admin a callback link on the public app URL', async () => {
    const response = await requestLink(SUPER.email);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json<MagicLinkResponse>(), {
      message: LINK_SENT,
      requires_mfa: false,
    });
    const link = await latestLink(SUPER.email);
    assert.match(link, /^http:\/\/localhost:8080\/auth\/callback\?token=[\w-]{43}$/);
    const [mail] = await t.mailsTo(SUPER.email);
    assert.equal(mail?.subject, 'Your BizCard sign-in link');
  });

  test('the link signs the admin in once; a second use fails', async () => {
    await requestLink(CLIENT.email);
    const token = tokenOf(await latestLink(CLIENT.email));
    const first = await callback({ token });
    assert.equal(first.statusCode, 200);
    const body = first.json<CallbackResponse>();
    assert.equal(body.message, 'Authenticated');
    assert.equal(body.mode, 'admin');
    assert.equal(body.user.email, CLIENT.email);
    assert.equal(body.tenant_id, body.user.tenant_id);
    const cookie = cookieHeader(first);
    const me = await t.app.inject({ url: '/api/management/admin-users/me', headers: { cookie } });
    assert.equal(me.statusCode, 200);

    const second = await callback({ token });
    assert.equal(second.statusCode, 401);
    assert.deepEqual(second.json(), { message: LINK_INVALID });
  });

  test("an end user's link answers mode 'self' and their tenant", async () => {
    await requestLink(USER.email);
    const response = await callback({ token: tokenOf(await latestLink(USER.email)) });
    assert.equal(response.statusCode, 200);
    const body = response.json<CallbackResponse>();
    assert.equal(body.mode, 'self');
    assert.equal(body.user.role, 'user');
    assert.equal(body.user.tenant, 'globex');
    assert.equal(body.tenant_id, body.user.tenant_id);
    const info = response.cookies.find((cookie) => cookie.name === 'session_info');
    assert.equal(JSON.parse(decodeURIComponent(info?.value ?? '')).role, 'user');
  });

  test('a link older than 15 minutes fails', async () => {
    await requestLink(SUPER.email);
    const token = tokenOf(await latestLink(SUPER.email));
    t.clock.advance(15 * 60 * 1000 + 1000);
    const response = await callback({ token });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: LINK_INVALID });
  });

  test('unknown emails get the same answer and no mail', async () => {
    const response = await requestLink('nobody@example.com');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: LINK_SENT, requires_mfa: false });
    assert.equal((await t.mailsTo('nobody@example.com')).length, 0);
  });

  test("a missing token is 400 'Invalid authentication link'; an unknown one is 401", async () => {
    const missing = await callback({});
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: 'Invalid authentication link' });
    const unknown = await callback({ token: 'not-a-real-token' });
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(unknown.json(), { message: LINK_INVALID });
  });

  test('requesting a link needs an email', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Please enter your email' });
  });
});
