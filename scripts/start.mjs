// `npm start`: builds what is missing or stale, starts the API, serves the six built apps.
// SKIP_BUILD=1 serves whatever is in the dist/ folders. NODE_ENV=production (`npm run
// start:prod`) runs the API in production mode and prints no demo accounts.

import {
  apiHealthy,
  CONFIG_ERROR_EXIT,
  startApi,
  superviseApi,
  waitForApi,
} from './api-process.mjs';
import { closeServer, serveApp } from './app-server/server.mjs';
import { API_URL, apps, distDir } from './apps.mjs';
import { buildApps, buildNeed } from './build.mjs';
import { onShutdown, stopProcess } from './processes.mjs';

const isProduction = process.env.NODE_ENV === 'production';

async function buildIfNeeded() {
  if (process.env.SKIP_BUILD === '1') return;
  const needed = apps.filter((app) => buildNeed(app));
  if (!needed.length) return console.log('Builds are up to date.');
  const reasons = needed.map((app) => `${app.name} (${buildNeed(app)})`).join(', ');
  console.log(`Building ${reasons}`);
  await buildApps(needed);
}

const DEMO_ACCOUNTS = `
Demo accounts
  super@example.com   / demo-super-pass    super admin
  client@example.com  / demo-client-pass   client admin
  user@example.com    / demo-user-pass     self-serve end user (Globex)
`;

function printBanner() {
  const remotes = apps.filter((app) => !app.host).map((app) => `${app.name} :${app.port}`);
  console.log(`
BizCard Dashboard is running: http://localhost:8080
  self-serve portal   http://localhost:8085/self-serve-login
  remotes             ${remotes.join(', ')}
  API                 ${API_URL}${isProduction ? ' (production mode)' : ''}
${isProduction ? '' : DEMO_ACCOUNTS}
Ctrl+C stops everything.`);
}

const servers = [];
let api;
let supervisor;

const shutdown = onShutdown(async () => {
  supervisor?.stop();
  await Promise.all(servers.map(closeServer));
  const running = supervisor?.current() ?? api;
  if (running) await stopProcess(running);
});

try {
  await buildIfNeeded();
  if (await apiHealthy()) {
    throw new Error(`something already answers on ${API_URL}; stop it first`);
  }
  api = startApi();
  await waitForApi(api);
  supervisor = superviseApi(api, (code, message) => shutdown(code, `${message}; stopping`));
  for (const app of apps) {
    servers.push(await serveApp({ dir: distDir(app), port: app.port, apiUrl: API_URL }));
  }
  printBanner();
} catch (error) {
  if (error.exitCode === CONFIG_ERROR_EXIT)
    shutdown(CONFIG_ERROR_EXIT, `${error.message}; stopping`);
  else shutdown(1, `npm start failed: ${error.message}`);
}
