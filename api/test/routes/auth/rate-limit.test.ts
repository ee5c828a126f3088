import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, USER } from '../../helpers/session';

const THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const WINDOW_MS = 15 * 60 * 1000;

describe('failed sign-in throttling', () => {
  let t: TestApp;
  before(async () => {
    t = await build({
      config: { rateLimit: { maxPerEmail: 3, maxPerIp: 8, windowMs: WINDOW_MS } },
    });
  });
  after(() => t.close());

  const adminLogin = (email: string, password: string, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { email, password },
      remoteAddress: ip,
    });
  const selfServeLogin = (email: string, password: string, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/self-serve-login',
      payload: { email, password },
      remoteAddress: ip,
    });

  test('answers 429 after repeated failures for one email, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await adminLogin(SUPER.email, 'wrong-pass')).statusCode, 401);
    }
    const blocked = await adminLogin(SUPER.email, SUPER.password);
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), { message: THROTTLED });
    // Another address is throttled too: the limit follows the email.
    assert.equal((await adminLogin(SUPER.email, SUPER.password, '198.51.100.7')).statusCode, 429);
  });

  test('the block lifts once the failures leave the window', async () => {
    t.clock.advance(WINDOW_MS + 1000);
    assert.equal((await adminLogin(SUPER.email, SUPER.password)).statusCode, 200);
  });

  test('a success clears the failures of that email', async () => {
    for (let i = 0; i < 2; i += 1) await adminLogin(CLIENT.email, 'wrong-pass', '192.0.2.10');
    assert.equal((await adminLogin(CLIENT.email, CLIENT.password, '192.0.2.10')).statusCode, 200);
    for (let i = 0; i < 2; i += 1) {
      assert.equal((await adminLogin(CLIENT.email, 'wrong-pass', '192.0.2.10')).statusCode, 401);
    }
    assert.equal((await adminLogin(CLIENT.email, CLIENT.password, '192.0.2.10')).statusCode, 200);
  });

  test('one address failing for many emails is throttled for every email', async () => {
    t.clock.advance(WINDOW_MS + 1000);
    const ip = '192.0.2.99';
    for (let i = 0; i < 8; i += 1) {
      assert.equal((await adminLogin(`someone${i}@example.com`, 'wrong-pass', ip)).statusCode, 401);
    }
    assert.equal((await adminLogin(SUPER.email, SUPER.password, ip)).statusCode, 429);
    assert.equal((await adminLogin(SUPER.email, SUPER.password, '192.0.2.100')).statusCode, 200);
  });

  test('self-serve sign-in is throttled the same way', async () => {
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await selfServeLogin(USER.email, 'wrong-pass', '192.0.2.50')).statusCode, 401);
    }
    const blocked = await selfServeLogin(USER.email, USER.password, '192.0.2.50');
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), { message: THROTTLED });
  });
});
