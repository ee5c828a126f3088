// Production builds: the API, then the front-end apps at most two at a time (2 cores here).
//   node scripts/build.mjs                 the API (scripts/build-api.mjs) and all six apps
//   node scripts/build.mjs --only shell    one app (repeat --only, or use a comma list; api too)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDir, apps, distDir, findApp, ROOT } from './apps.mjs';
import { buildApi } from './build-api.mjs';
import { newestMtime } from './lib/newest-mtime.mjs';
import { precompressFolder } from './precompress.mjs';
import { prerenderApp } from './prerender/index.mjs';

const WEBPACK_CLI = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const PARALLEL = 2;

/** Everything an app's dist/ is made from: its sources, shared's and the build config. */
function inputsOf(app) {
  const dir = appDir(app);
  return [
    path.join(dir, 'src'),
    path.join(dir, 'public'),
    path.join(dir, 'package.json'),
    path.join(dir, 'webpack.config.js'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'package.json'),
    path.join(ROOT, 'webpack.common.js'),
    path.join(ROOT, 'webpack.parts.js'),
    path.join(ROOT, 'scripts', 'precompress.mjs'),
    path.join(ROOT, 'scripts', 'prerender'),
    path.join(ROOT, 'package-lock.json'),
  ];
}

/** Why an app needs a build ('missing', 'stale'), or undefined when dist/ is current. */
export function buildNeed(app) {
  const stamp = newestMtime(path.join(distDir(app), '.build-stamp'));
  if (!stamp) return 'missing';
  const newest = Math.max(...inputsOf(app).map(newestMtime));
  return newest > stamp ? 'stale' : undefined;
}

function webpackBuild(app) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
      cwd: appDir(app),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(output))));
  });
}

/**
 * webpack, the sign-in screen's HTML (scripts/prerender), then the .br and .gz files the app
 * server sends instead of compressing.
 */
async function buildOne(app) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    await webpackBuild(app);
    await prerenderApp(app);
    await precompressFolder(distDir(app));
  } catch (error) {
    // dist/ may be half done while webpack's stamp says current: the next start must rebuild.
    rmSync(path.join(distDir(app), '.build-stamp'), { force: true });
    console.error(`  FAILED ${app.name} after ${seconds()} s\n${error.message}`);
    throw new Error(`${app.name} build failed`);
  }
  console.log(`  built ${app.name.padEnd(22)} ${seconds().padStart(5)} s`);
}

/** Builds the given apps, PARALLEL at a time; rejects if any build failed. */
export async function buildApps(list) {
  const started = performance.now();
  const queue = [...list];
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await buildOne(app).catch((error) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, list.length) }, worker));
  const total = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length) throw new Error(failures.map((error) => error.message).join('; '));
  console.log(`  ${list.length} app(s) built in ${total} s`);
}

/** The parts `--only` names ('api' is the API, decision 046); all of them without it. */
function selected(argv) {
  const names = argv.flatMap((arg, i) => (argv[i - 1] === '--only' ? arg.split(',') : []));
  if (!names.length) return { api: true, list: apps };
  const appNames = names.filter((name) => name !== 'api');
  return { api: names.includes('api'), list: appNames.map(findApp) };
}

async function main() {
  const { api, list } = selected(process.argv.slice(2));
  if (api) {
    const { seconds } = await buildApi();
    console.log(`  built api ${seconds.toFixed(1).padStart(27)} s`);
  }
  if (!list.length) return;
  console.log(`Building ${list.map((app) => app.name).join(', ')}`);
  await buildApps(list);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
