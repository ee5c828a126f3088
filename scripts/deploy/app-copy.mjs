// A copy of an app's folder to deploy from (`deploy.mjs <app> --source <copy>`): the tests use
// one with a changed line to ship a visibly different version, or a broken one whose build
// fails. The copy must sit inside the repository, so that it resolves its node_modules.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, ROOT } from '../apps.mjs';

const NOT_COPIED = new Set(['dist', 'node_modules']);
const WEBPACK_COMMON = "require('../webpack.common.js')";

/** Replaces `from` by `to` in a file of `dir`; throws when `from` is not there. */
export function replaceInFile(dir, file, from, to) {
  const target = path.join(dir, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`"${from}" is not in ${target}`);
  writeFileSync(target, text.replace(from, to));
}

/** Copies the source of `app` into `dest` (a folder under the repository root). */
export function copyAppSource(app, dest) {
  if (path.relative(ROOT, dest).startsWith('..')) {
    throw new Error(`${dest} is outside ${ROOT}: the copy would not find node_modules`);
  }
  cpSync(appDir(app), dest, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)),
  });
  replaceInFile(
    dest,
    'webpack.config.js',
    WEBPACK_COMMON,
    `require(${JSON.stringify(path.join(ROOT, 'webpack.common.js'))})`,
  );
  pointTsconfigAtRepository(app, dest);
  return dest;
}

/** The copy's tsconfig.json with its `../` paths taken from the app's folder, not the copy's. */
function pointTsconfigAtRepository(app, dest) {
  const file = path.join(dest, 'tsconfig.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const fromApp = (entry) => (entry.startsWith('../') ? path.join(appDir(app), entry) : entry);
  if (config.extends) config.extends = fromApp(config.extends);
  if (config.include) config.include = config.include.map(fromApp);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
