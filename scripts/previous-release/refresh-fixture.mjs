// Rewrites e2e/fixtures/previous-release/ from a git commit of an earlier release:
//   node scripts/previous-release/refresh-fixture.mjs <commit> <shared version> [app]
// Copies the remote's package.json, webpack.config.js and sources (no tests), and only the files
// of shared that the remote's sources reach, with shared's package.json at <shared version> and
// the remote asking for ^<shared version>. See the fixture's README.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

export const FIXTURE_DIR = path.join(ROOT, 'e2e', 'fixtures', 'previous-release');

const [ref, sharedVersion, app = 'mfe-oauth'] = process.argv.slice(2);
if (!ref || !sharedVersion) {
  console.error('usage: refresh-fixture.mjs <commit> <shared version> [app]');
  process.exit(1);
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const commit = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
const tracked = new Set(git('ls-tree', '-r', '--name-only', commit, 'shared', app).split('\n'));
const show = (file) => git('show', `${commit}:${file}`);
const isTest = (file) => /\.test\.tsx?$|test-utils|\/testing\//.test(file);

const sharedPackage = JSON.parse(show('shared/package.json'));

/** The file an import names, or undefined for a package outside shared. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else if (specifier.startsWith('@bizcard/shared')) {
    const entry = `.${specifier.slice('@bizcard/shared'.length)}`;
    base = path.posix.join('shared', sharedPackage.exports[entry]);
  } else return undefined;
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`];
  return candidates.find((file) => tracked.has(file));
}

const IMPORT = /(?:from|import)\s*\(?\s*'([^']+)'/g;
const wanted = [...tracked].filter((f) => f.startsWith(`${app}/src/`) && !isTest(f));
const copied = new Set();
while (wanted.length) {
  const file = wanted.pop();
  if (copied.has(file)) continue;
  copied.add(file);
  if (!/\.tsx?$/.test(file)) continue;
  for (const [, specifier] of show(file).matchAll(IMPORT)) {
    const target = resolveImport(file, specifier);
    if (target && !copied.has(target)) wanted.push(target);
  }
}

rmSync(path.join(FIXTURE_DIR, app), { recursive: true, force: true });
rmSync(path.join(FIXTURE_DIR, 'shared'), { recursive: true, force: true });
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(FIXTURE_DIR, file)), { recursive: true });
  writeFileSync(path.join(FIXTURE_DIR, file), text);
};
for (const file of copied) write(file, show(file));
write(`${app}/webpack.config.js`, show(`${app}/webpack.config.js`));
const appPackage = JSON.parse(show(`${app}/package.json`));
appPackage.dependencies['@bizcard/shared'] = `^${sharedVersion}`;
write(`${app}/package.json`, `${JSON.stringify(appPackage, null, 2)}\n`);
write(
  'shared/package.json',
  `${JSON.stringify({ ...sharedPackage, version: sharedVersion }, null, 2)}\n`,
);
write('release.json', `${JSON.stringify({ app, commit, sharedVersion }, null, 2)}\n`);
console.log(`${copied.size} source files of ${commit} in ${path.relative(ROOT, FIXTURE_DIR)}`);
