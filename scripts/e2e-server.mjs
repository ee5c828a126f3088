// Starts the product as `npm start` does, on a fresh database and outbox of its own, for the
// Playwright journeys (e2e/playwright.config.ts runs this as its web server). The apps are
// served from a deploy folder of its own (data/e2e/deploy), holding the current builds, so a
// journey can deploy and roll back while the product runs (e2e/tests/deploy.spec.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, distDir } from './apps.mjs';
import { buildApps, buildNeed } from './build.mjs';
import { deployApp } from './deploy/deploy-app.mjs';
import { folderTarget } from './deploy/folder-target.mjs';
import { E2E_DNS_SERVER } from './txt-dns-server/port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'data', 'e2e');
const E2E_DEPLOY_DIR = join(dataDir, 'deploy');

/** Builds what is missing or stale, then publishes every app's dist/ as its first version. */
async function deployCurrentBuilds() {
  const stale = apps.filter((app) => buildNeed(app));
  if (stale.length) await buildApps(stale);
  const target = folderTarget(E2E_DEPLOY_DIR);
  for (const app of apps) {
    const { version } = await deployApp({ app, from: distDir(app), target, log: () => {} });
    console.log(`  deployed ${app.name} ${version} to ${E2E_DEPLOY_DIR}`);
  }
}

rmSync(dataDir, { recursive: true, force: true });
await deployCurrentBuilds();

const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: join(dataDir, 'pglite'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
    DEPLOY_DIR: E2E_DEPLOY_DIR,
    // Domain verification asks the journeys' own loopback DNS server (verified-domain.spec.ts).
    DNS_SERVERS: E2E_DNS_SERVER,
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
