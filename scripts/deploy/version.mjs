// A deploy's version: <package version>+<short commit>, then ".dirty" when the working tree
// has changes, then ".2", ".3"... when that label is already published. A build made
// elsewhere (`--from`) is labelled from its own build-info.json: the version it was deployed
// as before, else its package version and the commit it was built from.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, ROOT } from '../apps.mjs';

const LABEL = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined; // not a git checkout (an unpacked archive)
  }
}

function baseLabel(app) {
  const { version } = JSON.parse(readFileSync(path.join(appDir(app), 'package.json'), 'utf8'));
  const commit = git(['rev-parse', '--short', 'HEAD']) ?? 'nocommit';
  const dirty = git(['status', '--porcelain']) ? '.dirty' : '';
  return `${version}+${commit}${dirty}`;
}

/** The label a build folder's build-info.json gives it; undefined when it has none. */
export function buildLabel(folder) {
  const file = path.join(folder, 'build-info.json');
  if (!existsSync(file)) return undefined;
  const { packageVersion, version, commit, dirty } = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof version === 'string' && version.includes('+')) return version; // deployed before
  if (!packageVersion || !commit) return undefined;
  return `${packageVersion}+${commit}${dirty ? '.dirty' : ''}`;
}

/**
 * The version label of the next deploy of `app`; `requested` is a --version label, `base`
 * the label of a build made elsewhere (buildLabel).
 */
export function nextVersion(target, app, requested, base = baseLabel(app)) {
  if (requested !== undefined) {
    if (!LABEL.test(requested)) throw new Error(`"${requested}" is not a usable version label`);
    if (target.hasVersion(app.name, requested)) {
      throw new Error(`${app.name} ${requested} is already published: pick another --version`);
    }
    return requested;
  }
  let label = base;
  for (let n = 2; target.hasVersion(app.name, label); n++) label = `${base}.${n}`;
  return label;
}
