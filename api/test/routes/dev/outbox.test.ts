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

  test('lists sent mails newest first with the links found in their text', async () => {
    const empty = await t.app.inject({ url: '/api/dev/outbox' });
    assert.deepEqual(empty.json(), []);
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: SUPER.email } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: SUPER.email },
    });
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
    assert.equal(response.cookies.find((cookie) => cookie.name === 'sid')?.secure, true);
  });
});
