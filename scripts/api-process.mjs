// The API as a child process of `npm start`: started, waited for, and restarted with
// back-off when it dies, while the app servers keep serving (the UI's calls go through
// their same-origin proxy, so it recovers without a reload).
import { join } from 'node:path';
import { API_PORT, API_URL, ROOT } from './apps.mjs';
import { startProcess } from './processes.mjs';

const HEALTH_URL = new URL('/api/health', API_URL).href;
const START_TIMEOUT_MS = 120_000;
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 10_000];
// A run this long was healthy: the next crash starts the back-off again from the shortest delay.
const STABLE_RUN_MS = 30_000;
/** sysexits.h EX_CONFIG: the API refuses to start without its production settings. */
export const CONFIG_ERROR_EXIT = 78;

export async function apiHealthy() {
  try {
    return (await fetch(HEALTH_URL, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

export function describeExit(code, signal) {
  if (code === CONFIG_ERROR_EXIT) {
    return `The API refused to start: its configuration is incomplete (exit code ${code}; its message is above)`;
  }
  return `The API stopped (${signal ? `signal ${signal}` : `code ${code}`})`;
}

/** Resolves once the API answers its health check; rejects if it exits first. */
export async function waitForApi(api) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.exitCode !== null || api.signalCode !== null) {
      throw Object.assign(new Error(describeExit(api.exitCode, api.signalCode)), {
        exitCode: api.exitCode,
      });
    }
    if (await apiHealthy()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API did not answer ${HEALTH_URL} within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * node's arguments, run in api/, for the built server (scripts/build-api.mjs, decision 046),
 * its stack traces pointing at the .ts sources. ops/systemd/bizcard-api@.service says the same.
 */
export const apiStartArgs = (dist = 'dist') => ['--enable-source-maps', `${dist}/server.js`];

/**
 * The API runs as node directly (no npm in between), in our own process group: a
 * test runner that kills that group also stops the API, and SIGTERM reaches it at once.
 * In production its lines pass through unprefixed: each stays one JSON log record.
 */
export function startApi() {
  const env = {
    // Our app servers on this host forward the client's address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...process.env,
    PORT: new URL(API_URL).port || String(API_PORT),
  };
  const api = startProcess('api', process.execPath, apiStartArgs(), {
    cwd: join(ROOT, 'api'),
    env,
    group: false,
    ipc: true, // the API stops when we are gone, even killed outright (api/src/stop-with-supervisor.ts)
    prefix: process.env.NODE_ENV !== 'production',
  });
  console.log(`API process ${api.pid} started`);
  return api;
}

/**
 * Restarts the API whenever it exits, except on a configuration error, which calls
 * `onFatal(code, message)`. `current()` gives the running child; `stop()` ends supervision.
 */
export function superviseApi(first, onFatal) {
  let api = first;
  let stopped = false;
  let restarts = 0;
  let timer;

  const watch = (child, startedAt = Date.now()) => {
    child.once('exit', (code, signal) => {
      if (stopped) return;
      const message = describeExit(code, signal);
      if (code === CONFIG_ERROR_EXIT) return onFatal(code, message);
      if (Date.now() - startedAt >= STABLE_RUN_MS) restarts = 0;
      const delay = RESTART_DELAYS_MS[Math.min(restarts, RESTART_DELAYS_MS.length - 1)];
      restarts += 1;
      console.log(`${message}; restarting it in ${delay / 1000} s. The apps keep serving.`);
      timer = setTimeout(restart, delay);
    });
  };
  const restart = () => {
    if (stopped) return;
    api = startApi();
    watch(api);
    waitForApi(api).then(
      () => console.log(`The API is back at ${API_URL}.`),
      () => {}, // it exited again: its exit handler says so and schedules the next try
    );
  };

  watch(api);
  return {
    current: () => api,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
