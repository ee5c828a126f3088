import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../../helpers/build';
import { SUPER } from '../../helpers/session';

describe('health, unknown routes, request errors and the origin check', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      payload: { email: SUPER.email, password: SUPER.password },
      headers,
    });

  test("GET /api/health answers {status:'ok'}", async () => {
    const response = await t.app.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  test('unknown /api routes are a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api/management/unknown/1']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Not found' });
    }
  });

  test('malformed JSON is a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json().message, 'string');
  });

  test('a body over 1 MB is a JSON 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(typeof response.json().message, 'string');
  });

  test("a state-changing request from a foreign origin is 403 'Request origin not allowed'", async () => {
    const response = await login({ origin: 'https://evil.example' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Request origin not allowed' });
    assert.equal(response.cookies.length, 0);
  });

  test('allowlisted origins and clients without an Origin header pass', async () => {
    assert.equal((await login({ origin: 'http://localhost:8080' })).statusCode, 200);
    assert.equal((await login({ origin: 'http://127.0.0.1:8085' })).statusCode, 200);
    assert.equal((await login({})).statusCode, 200);
  });

  test('reads are not subject to the origin check', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(response.statusCode, 200);
  });
});
