// What `npm test` checks before its first step: a Node.js that package.json's `engines` accepts
// and, when the e2e step will run, the Chromium it drives. A newcomer's machine that lacks
// either gets one line naming what is missing and how to install it within a second, instead
// of minutes of other steps and then a failure deep inside Playwright or a dependency.
// Only syntax that Node.js 14 already runs, so that an old Node gets far enough to say so.
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { CHROMIUM_INSTALL_COMMAND, chromiumPath } from './chromium.mjs';

/** `engines.node` of a package.json. */
export function enginesNode(packageJsonPath) {
  return JSON.parse(readFileSync(packageJsonPath, 'utf8')).engines?.node;
}

const parts = (version) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

/** Whether `version` (x.y.z) is at least `minimum` (x[.y[.z]]), part by part. */
function atLeast(version, minimum) {
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) !== (need[i] ?? 0)) return (have[i] ?? 0) > (need[i] ?? 0);
  }
  return true;
}

/**
 * The line to print when `version` is older than `range`, or null when it is recent enough.
 * Our `engines` only uses the `>=x.y` form; any other range is left to npm.
 */
export function nodeVersionProblem(version, range) {
  const minimum = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(range ?? '')?.[1];
  if (!minimum || atLeast(version, minimum)) return null;
  return (
    `Node.js ${version} is too old: this project needs Node.js ${range} (package.json engines). ` +
    `Install Node.js ${minimum} or newer (for example \`nvm install ${parts(minimum)[0]}\`) and run npm test again.`
  );
}

/** The line to print when no runnable Chromium is at `path`, or null when there is one. */
export function chromiumProblem(path = chromiumPath(), neededBy = 'the e2e step') {
  let reason = null;
  try {
    if (!statSync(path).isFile()) reason = 'is not a file';
    else accessSync(path, constants.X_OK);
  } catch (error) {
    reason = ['ENOENT', 'ENOTDIR'].includes(error.code) ? 'does not exist' : 'is not executable';
  }
  if (!reason) return null;
  return (
    `Chromium is missing: ${path} ${reason}, and ${neededBy} needs it. Install it with ` +
    `\`${CHROMIUM_INSTALL_COMMAND}\` (Debian, as root), or set CHROMIUM_PATH to a Chromium binary.`
  );
}

/** Every problem that would make the chosen steps fail for want of a tool, one line each. */
export function preflightProblems({ nodeVersion, enginesRange, needsChromium, chromium }) {
  const problems = [nodeVersionProblem(nodeVersion, enginesRange)];
  if (needsChromium) problems.push(chromiumProblem(chromium));
  return problems.filter(Boolean);
}
