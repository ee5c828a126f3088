import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OutboxEntry } from '../../../src/mail/outbox';
import { build, type TestApp } from '../../helpers/build';
import { SUPER } from '../../helpers/session';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  test('answers only callers on this machine', async () => {
    const remote = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    assert.equal(remote.statusCode, 403);
    assert.deepEqual(remote.json(), { message: 'Development routes answer only on this machine' });
    // A forwarded-for header from an untrusted peer is not believed.
    const spoofed = await t.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    assert.equal(spoofed.statusCode, 403);
    const local = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '::1' });
    assert.equal(local.statusCode, 200);
  });

  test('lists sent mails newest first with the links found in their text', async () => {
    const empty = await t.app.inject({ url: '/api/dev/outbox' });
    assert.deepEqual(empty.json(), []);
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: SUPER.email } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: SUPER.email },
    });
    await t.app.backgroundIdle();
    const mails = (await t.app.inject({ url: '/api/dev/outbox' })).json<OutboxEntry[]>();
    assert.equal(mails.length, 2);
    assert.deepEqual(
      mails.map((mail) => mail.subject),
      ['Reset your BizCard password', 'Your BizCard sign-in link'],
    );
    assert.equal(mails[0]?.to, SUPER.email);
    assert.match(mails[0]?.links[0] ?? '', /^http:\/\/localhost:8080\/forgot-password\?token=/);
    assert.match(mails[1]?.links[0] ?? '', /^http:\/\/localhost:8080\/auth\/callback\?token=/);
    assert.ok(!Number.isNaN(Date.parse(mails[0]?.date ?? '')));
  });
});

describe('GET /api/dev/outbox in production', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { isProduction: true } });
  });
  after(() => t.close());

  test('does not exist', async () => {
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    assert.equal(response.statusCode, 404);
  });

  test('marks the session cookie Secure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { email: SUPER.email, password: SUPER.password },
    });
    const sid = response.cookies.find((cookie) => cookie.name === '__Host-sid');
    assert.equal(sid?.secure, true);
    assert.equal(sid?.httpOnly, true);
    assert.equal(sid?.path, '/');
    assert.equal(sid?.domain, undefined);
    assert.equal(response.cookies.find((cookie) => cookie.name === 'session_info')?.secure, true);
  });
});
