// The check before a deploy that @bizcard/shared still fits what was built against it:
//   npm run check:shared [-- <app>]     prints the problems (exit 1), or that all is well
//   npm run check:shared -- --record    writes shared/api-report.json when releasing a version
// The API report is the API of the last released version of shared. A remote built against it
// declares `^<that version>`, and the shell provides the one copy of shared every remote uses,
// so removing or changing anything needs a new major version and adding needs a new minor one.
// See docs/decisions/028-contracts-and-version-skew.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { appDir, apps, findApp, ROOT } from './apps.mjs';
import { readSharedApi } from './shared-compat/shared-api.mjs';

export const SHARED_DIR = path.join(ROOT, 'shared');
export const API_REPORT = path.join(SHARED_DIR, 'api-report.json');

const parseVersion = (version) => version.split(/[.+-]/).slice(0, 3).map(Number);

function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Whether `version` is in a caret (^1.0.0) or tilde (~1.0.0) range; other ranges are refused. */
export function inRange(version, range) {
  const match = /^([\^~])(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match) return false;
  const [kind, floor] = [match[1], match[2]];
  const [v, f] = [parseVersion(version), parseVersion(floor)];
  if (compareVersions(version, floor) < 0) return false;
  if (kind === '~' || f[0] === 0) return v[0] === f[0] && v[1] === f[1];
  return v[0] === f[0];
}

/** What changed between the API report and today's API, as sentences. */
export function apiChanges(report, current) {
  const removed = [];
  const added = [];
  const entries = new Set([...Object.keys(report.exports), ...Object.keys(current.exports)]);
  for (const entry of entries) {
    const before = new Set(report.exports[entry] ?? []);
    const now = new Set(current.exports[entry] ?? []);
    const name = `@bizcard/shared${entry.slice(1)}`;
    if (!current.exports[entry]) removed.push(`${name} is no longer exported`);
    else for (const n of before) if (!now.has(n)) removed.push(`${name} no longer exports ${n}`);
    for (const n of now) if (!before.has(n)) added.push(`${name} adds ${n}`);
  }
  for (const [page, props] of Object.entries(report.pages)) {
    const now = current.pages[page];
    if (now === undefined) removed.push(`the contract no longer declares ${page}`);
    else if (now !== props) removed.push(`${page} takes ${now} instead of ${props}`);
  }
  for (const page of Object.keys(current.pages)) {
    if (!(page in report.pages)) added.push(`the contract adds ${page}`);
  }
  return { removed, added };
}

/** The version rules of semver applied to the changes since the report. */
export function versionProblems(report, current) {
  const { removed, added } = apiChanges(report, current);
  const [was, now] = [report.version, current.version];
  if (compareVersions(now, was) < 0) {
    return [`shared is ${now}, older than its last release ${was} (shared/api-report.json)`];
  }
  const newMajor = parseVersion(now)[0] > parseVersion(was)[0];
  const problems = newMajor
    ? []
    : removed.map((change) => `${change}: a breaking change needs shared ${nextMajor(was)}`);
  if (now === was) {
    problems.push(
      ...added.map((change) => `${change}: an addition needs shared ${nextMinor(was)}`),
    );
  }
  return problems;
}

const nextMajor = (version) => `${parseVersion(version)[0] + 1}.0.0`;
const nextMinor = (version) => `${parseVersion(version)[0]}.${parseVersion(version)[1] + 1}.0`;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The app's range on shared must take shared's version; a remote must expose its pages. */
async function appProblems(appName, sharedVersion) {
  const app = findApp(appName);
  const { dependencies = {} } = readJson(path.join(appDir(app), 'package.json'));
  const range = dependencies['@bizcard/shared'];
  const problems = [];
  if (!range || !inRange(sharedVersion, range)) {
    problems.push(
      `${app.name} asks for @bizcard/shared ${range ?? '(nothing)'}, not ${sharedVersion}`,
    );
  }
  if (app.host) return problems;
  const contracts = await tsImport('@bizcard/shared/contracts', import.meta.url);
  const { exposesOf } = await tsImport('@bizcard/shared/contracts/testing', import.meta.url);
  for (const page of contracts.missingExposes(app.federationName, exposesOf(appDir(app)))) {
    problems.push(`${app.name} no longer exposes ./${page}, which the shell renders`);
  }
  return problems;
}

/**
 * Why deploying `app` now could break in the browser: an empty list when it is safe.
 * @param {string} app an app name, folder or federation name
 * @returns {Promise<string[]>}
 */
export async function sharedCompatibilityProblems(app) {
  const current = readSharedApi(SHARED_DIR);
  return [
    ...versionProblems(readJson(API_REPORT), current),
    ...(await appProblems(app, current.version)),
  ];
}

async function main(args) {
  if (args.includes('--record')) {
    const current = readSharedApi(SHARED_DIR);
    const problems = versionProblems(readJson(API_REPORT), current);
    if (problems.length === 0) writeFileSync(API_REPORT, `${JSON.stringify(current, null, 2)}\n`);
    return problems;
  }
  const current = readSharedApi(SHARED_DIR);
  const problems = versionProblems(readJson(API_REPORT), current);
  const targets = args.length ? args : apps.map((app) => app.name);
  for (const app of targets) problems.push(...(await appProblems(app, current.version)));
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await main(process.argv.slice(2));
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `shared: ${problems.length} problem(s)` : 'shared: compatible');
  process.exitCode = problems.length ? 1 : 0;
}
