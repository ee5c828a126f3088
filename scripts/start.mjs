// `npm start`: builds what is missing or stale, starts the API, serves the six built apps.
// SKIP_BUILD=1 serves whatever is in the dist/ folders.
import { join } from 'node:path';
import { API_PORT, API_URL, apps, distDir, ROOT } from './apps.mjs';
import { buildApps, buildNeed } from './build.mjs';
import { onShutdown, startProcess, stopProcess } from './processes.mjs';
import { closeServer, serveApp } from './app-server/server.mjs';

const HEALTH_URL = new URL('/api/health', API_URL).href;
const API_START_TIMEOUT_MS = 120_000;

async function buildIfNeeded() {
  if (process.env.SKIP_BUILD === '1') return;
  const needed = apps.filter((app) => buildNeed(app));
  if (!needed.length) return console.log('Builds are up to date.');
  const reasons = needed.map((app) => `${app.name} (${buildNeed(app)})`).join(', ');
  console.log(`Building ${reasons}`);
  await buildApps(needed);
}

async function apiHealthy() {
  try {
    return (await fetch(HEALTH_URL, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function waitForApi(api) {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited (code ${api.exitCode})`);
    if (await apiHealthy()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not answer ${HEALTH_URL} within ${API_START_TIMEOUT_MS / 1000} s`);
}

function printBanner() {
  const remotes = apps.filter((app) => !app.host).map((app) => `${app.name} :${app.port}`);
  console.log(`
BizCard Dashboard is running: http://localhost:8080
  self-serve portal   http://localhost:8085/self-serve-login
  remotes             ${remotes.join(', ')}
  API                 ${API_URL}

Demo accounts
  super@example.com   / demo-super-pass    super admin
  client@example.com  / demo-client-pass   client admin
  user@example.com    / demo-user-pass     self-serve end user (Globex)

Ctrl+C stops everything.`);
}

/**
 * The API runs as node + tsx directly (no npm in between), in our own process group: a
 * test runner that kills that group also stops the API, and SIGTERM reaches it at once.
 */
function startApi() {
  const env = {
    // Our app servers on this host forward the client's address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...process.env,
    PORT: new URL(API_URL).port || String(API_PORT),
  };
  const args = ['--import', 'tsx', 'src/server.ts'];
  return startProcess('api', process.execPath, args, { cwd: join(ROOT, 'api'), env, group: false });
}

const servers = [];
let api;

const shutdown = onShutdown(async () => {
  await Promise.all(servers.map(closeServer));
  if (api) await stopProcess(api);
});

try {
  await buildIfNeeded();
  if (await apiHealthy()) {
    throw new Error(`something already answers on ${API_URL}; stop it first`);
  }
  api = startApi();
  await waitForApi(api);
  api.on('exit', (code) => {
    shutdown(1, `The API stopped (code ${code}); stopping`);
  });
  for (const app of apps) {
    servers.push(await serveApp({ dir: distDir(app), port: app.port, apiUrl: API_URL }));
  }
  printBanner();
} catch (error) {
  shutdown(1, `npm start failed: ${error.message}`);
}
