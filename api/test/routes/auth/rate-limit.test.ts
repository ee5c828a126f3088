import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, USER } from '../../helpers/session';

const HOUR_MS = 60 * 60 * 1000;
// Small limits keep the test quick: every failed guess costs a full scrypt (~0.4 s).
const LIMITS = {
  windowMs: HOUR_MS,
  signInPerEmailAndIp: 3,
  signInPerEmail: 6,
  signInPerIp: 8,
  mailsPerEmail: 2,
  mailsPerIp: 4,
};
const THROTTLED = 'Too many failed sign-in attempts. Please wait 60 minutes and try again.';

describe('sign-in throttling', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { attemptLimits: LIMITS } });
  });
  after(() => t.close());

  const adminLogin = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { email, password },
      remoteAddress: ip,
    });
  const nextWindow = () => t.clock.advance(HOUR_MS + 1000);

  test('the same email from the same address is refused after its limit, right password too', async () => {
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await adminLogin(SUPER.email, 'wrong-pass', '203.0.113.1')).statusCode, 401);
    }
    const blocked = await adminLogin(SUPER.email, SUPER.password, '203.0.113.1');
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), { message: THROTTLED });
    assert.equal(blocked.headers['retry-after'], '3600');
  });

  test('the right password from another address still signs in', async () => {
    assert.equal((await adminLogin(SUPER.email, SUPER.password, '198.51.100.7')).statusCode, 200);
  });

  test('parallel guesses cannot pass the limit', async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => adminLogin(CLIENT.email, 'wrong-pass', '192.0.2.20')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 401).length, 3);
    assert.equal(statuses.filter((status) => status === 429).length, 9);
  });

  test('an email guessed at from many addresses locks only for the window', async () => {
    nextWindow();
    for (let i = 0; i < 6; i += 1) {
      assert.equal(
        (await adminLogin(CLIENT.email, 'wrong-pass', `192.0.2.${30 + i}`)).statusCode,
        401,
      );
    }
    assert.equal((await adminLogin(CLIENT.email, CLIENT.password, '192.0.2.99')).statusCode, 429);
    t.clock.advance(HOUR_MS - 60_000);
    assert.equal((await adminLogin(CLIENT.email, CLIENT.password, '192.0.2.99')).statusCode, 429);
    t.clock.advance(61_000);
    assert.equal((await adminLogin(CLIENT.email, CLIENT.password, '192.0.2.99')).statusCode, 200);
  });

  test('one address guessing many emails is refused for every email', async () => {
    nextWindow();
    const ip = '192.0.2.77';
    for (let i = 0; i < 8; i += 1) {
      assert.equal((await adminLogin(`someone${i}@example.com`, 'wrong-pass', ip)).statusCode, 401);
    }
    assert.equal((await adminLogin(SUPER.email, SUPER.password, ip)).statusCode, 429);
  });

  test('a success starts its address afresh, so mistyping now and then does not lock', async () => {
    nextWindow();
    // Without the reset, the second round's failures would pass the pair limit of 3.
    for (let round = 0; round < 2; round += 1) {
      assert.equal((await adminLogin(CLIENT.email, 'wrong-pass', '192.0.2.10')).statusCode, 401);
      assert.equal((await adminLogin(CLIENT.email, 'wrong-pass', '192.0.2.10')).statusCode, 401);
      assert.equal((await adminLogin(CLIENT.email, CLIENT.password, '192.0.2.10')).statusCode, 200);
    }
  });

  test('self-serve sign-in is throttled the same way', async () => {
    nextWindow();
    const selfServe = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/self-serve-login',
        payload: { email: USER.email, password },
        remoteAddress: '192.0.2.50',
      });
    for (let i = 0; i < 3; i += 1) assert.equal((await selfServe('wrong-pass')).statusCode, 401);
    const blocked = await selfServe(USER.password);
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(blocked.json(), { message: THROTTLED });
  });
});

describe('magic-link and reset request limits', () => {
  let t: TestApp;
  before(async () => {
    t = await build({ config: { attemptLimits: LIMITS } });
  });
  after(() => t.close());

  const post = (url: string, email: string, ip: string) =>
    t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: ip });

  for (const url of ['/api/auth/login', '/api/auth/forgot-password']) {
    test(`${url} is limited per email, known or not, and per address`, async () => {
      t.clock.advance(HOUR_MS + 1000);
      for (const email of [SUPER.email, 'nobody@example.com']) {
        assert.equal((await post(url, email, '203.0.113.60')).statusCode, 200);
        assert.equal((await post(url, email, '203.0.113.61')).statusCode, 200);
        const refused = await post(url, email, '203.0.113.62');
        assert.equal(refused.statusCode, 429);
        assert.match(refused.json<{ message: string }>().message, /^Too many requests/);
        assert.ok(Number(refused.headers['retry-after']) > 0);
      }
      const ip = '203.0.113.70';
      for (let i = 0; i < 4; i += 1) {
        assert.equal((await post(url, `person${i}@example.com`, ip)).statusCode, 200);
      }
      assert.equal((await post(url, 'another@example.com', ip)).statusCode, 429);
    });
  }

  test('mail bombing one address stops at the limit', async () => {
    t.clock.advance(HOUR_MS + 1000);
    for (let i = 0; i < 5; i += 1) await post('/api/auth/login', CLIENT.email, `198.51.100.${i}`);
    assert.equal((await t.mailsTo(CLIENT.email)).length, 2);
  });
});
