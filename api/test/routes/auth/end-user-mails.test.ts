import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ATTEMPT_LIMITS } from '../../../src/config';
import type { OutboxEntry } from '../../../src/mail/outbox';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, tokenOf, USER } from '../../helpers/session';

/**
 * Issue 21 §4: whatever page asked, a mail to an end user leads back to their own tenant's
 * self-serve sign-in and speaks of their card; an admin's mail never does.
 */
describe('mails to end users lead back to their self-serve sign-in', () => {
  let t: TestApp;
  let globexId: string;
  before(async () => {
    t = await build({
      config: { attemptLimits: { ...DEFAULT_ATTEMPT_LIMITS, mailsPerEmail: 100 } },
    });
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_name = 'globex'",
    );
    globexId = rows[0]!.id;
  });
  after(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const newestMail = async (email: string): Promise<OutboxEntry> => {
    const [mail] = await t.mailsTo(email);
    assert.ok(mail, `no mail to ${email}`);
    return mail;
  };
  const signInLine = () =>
    `Your sign-in page: http://localhost:8080/self-serve-login?tenant_id=${globexId}`;

  function assertSelfServeResetLink(link: string | undefined) {
    const url = new URL(link ?? '');
    assert.equal(url.pathname, '/forgot-password');
    assert.equal(url.searchParams.get('slug'), 'usermanagedtenant');
    assert.equal(url.searchParams.get('token_type'), 'multi_tenant_passwords');
    assert.equal(url.searchParams.get('tenant_id'), globexId);
  }

  test('a self-serve reset asked without a tenant id and a bare redirect URL names the tenant and the self-serve token type', async () => {
    const response = await post('/api/auth/self-serve-forget-password', {
      email: USER.email,
      redirect_url: 'http://localhost:8080/forgot-password',
    });
    assert.equal(response.statusCode, 200);
    const mail = await newestMail(USER.email);
    assert.equal(new URL(mail.links[0] ?? '').origin, 'http://localhost:8080');
    assertSelfServeResetLink(mail.links[0]);
    assert.match(mail.text, /the password you use to sign in and update your business card/);
    assert.ok(mail.text.includes(signInLine()), mail.text);
    assert.doesNotMatch(mail.text, /dashboard|BizCard account/);
  });

  test('the standalone page keeps its origin and gets the same markers', async () => {
    await post('/api/auth/self-serve-forget-password', {
      email: USER.email,
      redirect_url: 'http://localhost:8085/forgot-password',
    });
    const mail = await newestMail(USER.email);
    assert.equal(new URL(mail.links[0] ?? '').origin, 'http://localhost:8085');
    assertSelfServeResetLink(mail.links[0]);
  });

  test('an end user who asks on the admin sign-in gets a self-serve reset link that works', async () => {
    const response = await post('/api/auth/forgot-password', {
      email: USER.email,
      redirect_url: 'http://localhost:8080/forgot-password',
    });
    assert.equal(response.statusCode, 200);
    const mail = await newestMail(USER.email);
    assertSelfServeResetLink(mail.links[0]);
    assert.ok(mail.text.includes(signInLine()), mail.text);
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(mail.links[0]),
      password: 'user-pass-from-admin-page',
    });
    assert.equal(reset.statusCode, 200);
    const login = await post('/api/auth/self-serve-login', {
      email: USER.email,
      password: 'user-pass-from-admin-page',
    });
    assert.equal(login.statusCode, 200);
  });

  test("an admin's reset link drops self-serve markers a redirect URL carried, and names no self-serve sign-in", async () => {
    await post('/api/auth/forgot-password', {
      email: SUPER.email,
      redirect_url:
        'http://localhost:8080/forgot-password?slug=usermanagedtenant&token_type=multi_tenant_passwords',
    });
    const mail = await newestMail(SUPER.email);
    const url = new URL(mail.links[0] ?? '');
    assert.equal(url.searchParams.get('slug'), null);
    assert.equal(url.searchParams.get('token_type'), null);
    assert.equal(mail.links.length, 1);
    assert.match(mail.text, /the password of your BizCard account/);
  });

  test("an end user's magic link names self mode and their tenant, and speaks of their card", async () => {
    await post('/api/auth/login', { email: USER.email });
    const mail = await newestMail(USER.email);
    const url = new URL(mail.links[0] ?? '');
    assert.equal(url.pathname, '/auth/callback');
    assert.equal(url.searchParams.get('mode'), 'self');
    assert.equal(url.searchParams.get('tenant_id'), globexId);
    assert.match(mail.text, /sign in and keep your business card up to date/);
    assert.doesNotMatch(mail.text, /dashboard/);
    assert.ok(mail.text.includes(signInLine()), mail.text);
    const callback = await post('/api/auth/callback', { token: tokenOf(url.toString()) });
    assert.equal(callback.statusCode, 200);
  });

  test("an admin's magic link still speaks of the dashboard", async () => {
    await post('/api/auth/login', { email: SUPER.email });
    const mail = await newestMail(SUPER.email);
    assert.match(mail.text, /sign in to your BizCard dashboard/);
    assert.equal(new URL(mail.links[0] ?? '').searchParams.get('mode'), null);
  });
});
