// `npm start` stops everything it started, whichever process group a stop reaches: a starter
// left in a group of its own once held every port after its npm had been stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { apps } from './apps.mjs';
import { portsInUse } from './e2e-ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APP_PORTS = apps.map((app) => app.port);
const API_PORT = 4698; // of the tests' range, away from a running product's 4000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition, timeoutMs, failure) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(200);
  }
  throw new Error(failure());
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A shell, as npm runs a script, that runs the starter in a session and process group of its
 * own. Resolves once the product is served, with the shell, the starter's and the API's pids.
 */
async function startInOwnGroup(dataDir) {
  const shell = spawn('sh', ['-c', 'setsid node scripts/start.mjs & echo "starter $!"; wait'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      npm_lifecycle_event: 'start', // as under `npm start`
      SKIP_BUILD: '1',
      API_URL: `http://127.0.0.1:${API_PORT}`,
      DATA_DIR: join(dataDir, 'pglite'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
      DEPLOY_DIR: join(dataDir, 'deploy'),
    },
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
  };
  shell.stdout.on('data', collect);
  shell.stderr.on('data', collect);
  await until(
    () => output.includes('Ctrl+C stops everything'),
    180_000,
    () => `the product did not start:\n${output}`,
  );
  return {
    shell,
    starter: Number(/starter (\d+)/.exec(output)[1]),
    api: Number(/API process (\d+) started/.exec(output)[1]),
    output: () => output,
  };
}

async function withProduct(t, run) {
  const busy = await portsInUse([...APP_PORTS, API_PORT]);
  if (busy.length) return t.skip(`ports ${busy.join(', ')} are in use`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bizcard-stopping-'));
  const product = await startInOwnGroup(dataDir);
  try {
    await run(product);
  } finally {
    for (const pid of [product.starter, product.api]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const everythingStopped = async ({ starter, api }) =>
  !alive(starter) && !alive(api) && (await portsInUse([...APP_PORTS, API_PORT])).length === 0;

test('stopping the process group npm start runs in stops a starter that sits in a group of its own, its API and every port', async (t) => {
  await withProduct(t, async (product) => {
    process.kill(-product.shell.pid, 'SIGTERM');
    await until(
      () => everythingStopped(product),
      20_000,
      () => `something still runs or listens:\n${product.output()}`,
    );
  });
});

test('a starter killed outright leaves no API behind on its port', async (t) => {
  await withProduct(t, async (product) => {
    process.kill(product.starter, 'SIGKILL');
    await until(
      () => everythingStopped(product),
      15_000,
      () => `the API ${alive(product.api) ? 'still runs' : 'stopped but a port is held'}`,
    );
  });
});
