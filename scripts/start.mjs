// `npm start`: builds what is missing or stale, starts the API, serves the six built apps.
// SKIP_BUILD=1 serves whatever is in the apps' dist/ folders (the API, built in a second or
// two, is still built when missing or stale: api/dist). NODE_ENV=production (`npm run
// start:prod`) runs the API in production mode and prints no demo accounts.
// With a deploy folder (deploy/ or DEPLOY_DIR), each app's live version is served from it
// and only apps never deployed are built and served from dist/ (scripts/deploy/serving.mjs).

import {
  apiHealthy,
  CONFIG_ERROR_EXIT,
  startApi,
  superviseApi,
  waitForApi,
} from './api-process.mjs';
import { closeServer, serveApp } from './app-server/server.mjs';
import { API_URL, apps } from './apps.mjs';
import { buildApps, buildNeed } from './build.mjs';
import { buildApiIfNeeded } from './build-api.mjs';
import { servingPlan } from './deploy/serving.mjs';
import { onShutdown, stopProcess } from './processes.mjs';
import { startBanner } from './start-banner.mjs';

const isProduction = process.env.NODE_ENV === 'production';
const plan = (() => {
  try {
    return servingPlan();
  } catch (error) {
    console.error(`npm start failed: ${error.message}`);
    process.exit(1);
  }
})();
const served = apps.filter((app) => !plan.isLeftToDevServer(app));

async function buildIfNeeded() {
  await buildApiIfNeeded();
  if (process.env.SKIP_BUILD === '1') return;
  const needed = served.filter((app) => plan.servesDist(app) && buildNeed(app));
  if (!needed.length) return console.log('Builds are up to date.');
  const reasons = needed.map((app) => `${app.name} (${buildNeed(app)})`).join(', ');
  console.log(`Building ${reasons}`);
  await buildApps(needed);
}

function printBanner() {
  console.log(startBanner({ plan, isProduction }));
}

const servers = [];
let api;
let supervisor;

const runningApi = () => supervisor?.current() ?? api;
const shutdown = onShutdown(
  async () => {
    supervisor?.stop();
    await Promise.all(servers.map(closeServer));
    if (runningApi()) await stopProcess(runningApi());
  },
  { force: () => runningApi()?.kill('SIGKILL') },
);

try {
  await buildIfNeeded();
  if (await apiHealthy()) {
    throw new Error(`something already answers on ${API_URL}; stop it first`);
  }
  api = startApi();
  await waitForApi(api);
  supervisor = superviseApi(api, (code, message) => shutdown(code, `${message}; stopping`));
  for (const app of served) {
    servers.push(await serveApp({ ...plan.serveOptions(app), port: app.port, apiUrl: API_URL }));
  }
  printBanner();
} catch (error) {
  if (error.exitCode === CONFIG_ERROR_EXIT)
    shutdown(CONFIG_ERROR_EXIT, `${error.message}; stopping`);
  else shutdown(1, `npm start failed: ${error.message}`);
}
