// What the deploy scripts' tests share: a scratch folder per test file, the scripts run the
// way npm runs them, and small stand-ins for builds.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../apps.mjs';

const run = promisify(execFile);

/** A temporary folder made before the file's tests and removed after them. */
export function useScratch(prefix) {
  let root;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  });
  after(() => rmSync(root, { recursive: true, force: true }));
  const at = (...parts) => path.join(root, ...parts);
  return {
    at,
    /** A folder under the scratch folder, made if missing. */
    folder: (...parts) => {
      mkdirSync(at(...parts), { recursive: true });
      return at(...parts);
    },
  };
}

/**
 * Runs `scripts/deploy/<name>.mjs` from `root` (a repository or a clone of one) as npm runs a
 * workspace script: in `cwd`, with INIT_CWD where the command was typed, and no deploy
 * settings from the caller's environment but `env`. Resolves with its exit code and output.
 */
export async function deployScript(options, name, ...args) {
  const { env = {}, root = ROOT, cwd = root, initCwd = cwd, nodeOptions = [] } = options;
  const script = path.join(root, 'scripts', 'deploy', `${name}.mjs`);
  const fullEnv = {
    ...process.env,
    DEPLOY_DIR: '',
    DEPLOY_TARGET: '',
    PUBLIC_APP_URL: '',
    INIT_CWD: initCwd,
    ...env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [...nodeOptions, script, ...args], {
      env: fullEnv,
      cwd,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** `dir` holding `files` (name → text, or a value written as JSON). */
export function writeBuild(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A small stand-in for a remote's build; `info` becomes its build-info.json. */
export function fakeRemoteBuild(dir, info) {
  return writeBuild(dir, {
    'mf-manifest.json': '{}',
    'remoteEntry.js': `var built = ${JSON.stringify(dir)};`,
    ...(info ? { 'build-info.json': info } : {}),
  });
}

export const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
