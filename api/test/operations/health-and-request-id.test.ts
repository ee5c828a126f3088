import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NOT_READY } from '../../src/routes/health';
import { build, type TestApp } from '../helpers/build';
import { faultyDatabase } from '../helpers/faulty-database';

describe('health checks', () => {
  let t: TestApp;
  let failSelectOne: () => void;
  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const { database: wrapped, faults } = faultyDatabase(database);
        failSelectOne = () => faults.failNext(/^SELECT 1$/);
        return wrapped;
      },
    });
  });
  after(() => t.close());

  test('live says the process answers; ready says the database answers too', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    assert.equal(live.statusCode, 200);
    assert.deepEqual(live.json(), { status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
  });

  test('ready answers 503 with Retry-After while the database does not answer', async () => {
    failSelectOne();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.headers['retry-after'], '5');
    assert.deepEqual(ready.json(), { message: NOT_READY });
    assert.equal((await t.app.inject({ url: '/api/health/live' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/health/ready' })).statusCode, 200);
  });
});

describe('request ids', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  test('every reply names its request, and a sane id from the caller is kept', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    assert.match(fresh.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ url: '/api/health' });
    assert.notEqual(other.headers['x-request-id'], fresh.headers['x-request-id']);
    const given = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a.42' },
    });
    assert.equal(given.headers['x-request-id'], 'edge-7f3a.42');
  });

  test('an id that could forge log lines or fill them is replaced', async () => {
    for (const bad of ['a'.repeat(65), 'two words', 'line\u2028break', '<script>']) {
      const reply = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      assert.match(reply.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/, bad);
    }
  });

  test('errors carry the id too', async () => {
    const reply = await t.app.inject({ url: '/api/management/tenants' });
    assert.equal(reply.statusCode, 401);
    assert.ok(reply.headers['x-request-id']);
  });
});
