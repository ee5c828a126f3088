// Builds the remote of the previous release (e2e/fixtures/previous-release/) into a folder:
//   node scripts/previous-release/build.mjs <outDir>
// The remote is built against the fixture's own copy of shared (the previous minor version),
// with today's webpack.common.js and installed packages, as its team would build it unchanged.
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../apps.mjs';

export const FIXTURE_DIR = path.join(ROOT, 'e2e', 'fixtures', 'previous-release');
const WEBPACK_CLI = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

/**
 * A workspace outside the repository where `@bizcard/shared` is the fixture's copy and every
 * other package is the installed one (linked, so webpack resolves them to their real paths).
 */
function prepareWorkspace() {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'bizcard-previous-release-'));
  cpSync(FIXTURE_DIR, workspace, { recursive: true });
  const commonConfig = path.join(ROOT, 'webpack.common.js');
  writeFileSync(
    path.join(workspace, 'webpack.common.js'),
    `module.exports = require(${JSON.stringify(commonConfig)});\n`,
  );
  const modules = path.join(workspace, 'node_modules');
  mkdirSync(path.join(modules, '@bizcard'), { recursive: true });
  const installed = path.join(ROOT, 'node_modules');
  for (const name of readdirSync(installed)) {
    if (name.startsWith('.') || name === '@bizcard') continue;
    symlinkSync(path.join(installed, name), path.join(modules, name));
  }
  symlinkSync(path.join(workspace, 'shared'), path.join(modules, '@bizcard', 'shared'));
  return workspace;
}

function webpack(appDir, outDir) {
  const args = [WEBPACK_CLI, '--mode', 'production', '--output-path', outDir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`webpack: ${code}`))));
  });
}

/** @param {string} outDir @returns {Promise<{ app: string, sharedVersion: string }>} */
export async function buildPreviousRelease(outDir) {
  const release = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'release.json'), 'utf8'));
  const workspace = prepareWorkspace();
  try {
    await webpack(path.join(workspace, release.app), path.resolve(outDir));
    return release;
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node scripts/previous-release/build.mjs <outDir>');
    process.exit(1);
  }
  const { app, sharedVersion } = await buildPreviousRelease(outDir);
  console.log(`${app} of the previous release (shared ${sharedVersion}) built into ${outDir}`);
}
