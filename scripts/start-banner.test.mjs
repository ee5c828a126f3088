// The banner `npm start` prints: with DEV_REMOTES it names the remote it expects on a dev server.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startBanner } from './start-banner.mjs';

const plan = (devRemotes = []) => ({
  deployMode: true,
  root: '/srv/deploy',
  isLeftToDevServer: (app) => devRemotes.includes(app.name),
});

describe('the start banner', () => {
  test('says which remote is expected on a dev server, and how to start it', () => {
    const banner = startBanner({ plan: plan(['mfe-users']), apiUrl: 'http://127.0.0.1:4000' });
    assert.match(
      banner,
      /^ {2}dev server {10}mfe-users expected on :8082, not served here \(start it: npm run dev -w mfe-users\)$/m,
    );
    const remotesLine = banner.split('\n').find((line) => line.startsWith('  remotes'));
    assert.doesNotMatch(remotesLine, /mfe-users/);
    assert.match(remotesLine, /mfe-tenants :8081/);
    assert.match(banner, /serving from {8}\/srv\/deploy/);
  });

  test('names no dev server when every remote is served', () => {
    const banner = startBanner({ plan: plan(), isProduction: true });
    assert.doesNotMatch(banner, /dev server/);
    assert.doesNotMatch(banner, /Demo accounts/);
  });
});
