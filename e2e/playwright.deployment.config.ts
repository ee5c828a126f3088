import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

// Journeys run through the reference deployment (ops/nginx/bizcard.conf in front of two
// production API processes), started by scripts/deployment-check.mjs, which sets the origins.
const shell = process.env.E2E_SHELL_ORIGIN;
if (!shell) throw new Error('E2E_SHELL_ORIGIN is unset: run node scripts/deployment-check.mjs');

const SHORT = [
  /uploads 50 users/,
  /opens 'View Card'/,
  /on the standalone app, an end user signs in/,
];
const ALL = [
  /a super admin signs in with a password/,
  /a wrong password shows the server message/,
  /an end user signs in, updates a phone/,
  ...SHORT.slice(0, 2),
];

export default defineConfig({
  testDir: './tests',
  testMatch: ['sign-in.spec.ts', 'tenant-users.spec.ts', 'self-serve-profile.spec.ts'],
  // Sign-in with a password, the Tenant Users list and CSV upload, the card page (View Card,
  // Add to Contacts, the QR code) and the self-serve save on both origins. Not the journeys
  // that read the outbox: production sends its mail through SMTP. DEPLOYMENT_JOURNEYS=short:
  // the three that cross every part once.
  grep: process.env.DEPLOYMENT_JOURNEYS === 'short' ? SHORT : ALL,
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: 'test-results/deployment',
  use: {
    baseURL: shell,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
