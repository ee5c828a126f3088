import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiWorkers, loadConfig } from '../src/config';

describe('configuration', () => {
  test('defaults the allowlist to the local app ports on both host names', () => {
    const config = loadConfig({});
    assert.ok(config.allowedOrigins.includes('http://localhost:8080'));
    assert.ok(config.allowedOrigins.includes('http://127.0.0.1:8085'));
    assert.ok(!config.allowedOrigins.includes('http://localhost:8086'));
    assert.equal(config.publicAppUrl, 'http://localhost:8080');
  });

  test('reads ALLOWED_ORIGINS and always allows PUBLIC_APP_URL', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://admin.example.com, https://cards.example.com/',
      PUBLIC_APP_URL: 'https://app.example.com/',
    });
    assert.deepEqual(config.allowedOrigins, [
      'https://admin.example.com',
      'https://cards.example.com',
      'https://app.example.com',
    ]);
    assert.equal(config.publicAppUrl, 'https://app.example.com');
  });

  test('places the outbox beside the data directory unless OUTBOX_DIR says otherwise', () => {
    assert.equal(loadConfig({ DATA_DIR: '/srv/bizcard/pglite' }).outboxDir, '/srv/bizcard/outbox');
    assert.equal(loadConfig({ OUTBOX_DIR: '/tmp/mails' }).outboxDir, '/tmp/mails');
    assert.match(loadConfig({}).outboxDir, /\/data\/outbox$/);
  });

  test('runs one API process by default, and more only with DATABASE_URL', () => {
    assert.equal(apiWorkers({}), 1);
    assert.equal(apiWorkers({ API_WORKERS: '4', DATABASE_URL: 'postgres://db/bizcard' }), 4);
    assert.throws(() => apiWorkers({ API_WORKERS: '2' }), /API_WORKERS=2 needs DATABASE_URL/);
    assert.throws(() => apiWorkers({ API_WORKERS: '0' }), /API_WORKERS must be a whole number/);
  });
});
