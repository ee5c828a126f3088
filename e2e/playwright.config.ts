import { spawnSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

// The journeys start a product of their own and never reuse what already serves on its ports
// (a developer's product and its data): the runner refuses at once when they are taken. Its
// workers load this file too, while that product runs, so only the runner checks.
if (!process.env.TEST_WORKER_INDEX) {
  const check = spawnSync(process.execPath, ['../scripts/e2e-ports.mjs'], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    process.stderr.write(check.stderr);
    process.exit(1);
  }
}

export default defineConfig({
  testDir: './tests',
  // One worker: the embedded database serves one connection and the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/results.json' }]]
    : 'list',
  use: {
    baseURL: 'http://localhost:8080',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // The product exactly as `npm start` serves it, on a database of its own.
      command: 'node ../scripts/e2e-server.mjs',
      url: 'http://localhost:8080/api/health',
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // A tenant's directory: the loopback OpenID Connect provider of the SSO journey.
      command: 'node ../scripts/oidc-dev-provider/serve.mjs',
      url: 'http://127.0.0.1:9400/.well-known/openid-configuration',
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
