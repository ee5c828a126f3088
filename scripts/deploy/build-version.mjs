// A production build of a copy of an app's folder (`deploy.mjs --source`) into outDir, with
// its version compiled in (APP_VERSION), then precompressed as scripts/build.mjs does for dist/.
// An app's own folder is built by scripts/build.mjs itself.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { precompressFolder } from '../precompress.mjs';

const WEBPACK_CLI = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

function webpack(sourceDir, outDir, version) {
  const args = [WEBPACK_CLI, '--mode', 'production', '--output-path', outDir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: sourceDir,
      env: { ...process.env, NODE_ENV: 'production', APP_VERSION: version },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed:\n${output.trim()}`)),
    );
  });
}

/** Builds the app whose folder (package.json, webpack.config.js, src/) is `sourceDir`. */
export async function buildVersion({ sourceDir, outDir, version }) {
  await webpack(sourceDir, outDir, version);
  await precompressFolder(outDir);
}
