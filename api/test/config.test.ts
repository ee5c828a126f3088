import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiWorkers, ConfigError, loadConfig, productionConfigProblems } from '../src/config';

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

  test('lets sign-on providers live on private addresses only outside production, by default', () => {
    assert.equal(loadConfig({}).ssoAllowPrivateIssuers, true);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).ssoAllowPrivateIssuers, false);
    assert.equal(loadConfig({ SSO_ALLOW_PRIVATE_ISSUERS: 'false' }).ssoAllowPrivateIssuers, false);
    assert.equal(loadConfig({ SSO_ALLOW_PRIVATE_ISSUERS: 'OFF' }).ssoAllowPrivateIssuers, false);
    assert.throws(
      () => loadConfig({ SSO_ALLOW_PRIVATE_ISSUERS: 'sometimes' }),
      (error) =>
        error instanceof ConfigError &&
        /SSO_ALLOW_PRIVATE_ISSUERS must be true or false/.test(error.message),
    );
  });

  test('production refuses to start with SSO_ALLOW_PRIVATE_ISSUERS on', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/bizcard',
      PUBLIC_APP_URL: 'https://cards.example.com',
      SMTP_URL: 'smtps://mail.example.com',
      SECRETS_KEY: 'k'.repeat(32),
    };
    assert.deepEqual(productionConfigProblems(production), []);
    assert.deepEqual(
      productionConfigProblems({ ...production, SSO_ALLOW_PRIVATE_ISSUERS: 'true' }),
      [
        'SSO_ALLOW_PRIVATE_ISSUERS must be off in production: sign-on providers are reached on public addresses only.',
      ],
    );
  });
});
