// `npm run deployments`: each app's live version, since when it is live, a running canary, its
// other versions, and a preview link per remote version: the shell with that version of the
// remote in this browser only (?remote:<app>=<version>, decision 041).
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.mjs';
import { readReleases } from './releases.mjs';
import { deployTarget } from './target.mjs';

const HEADINGS = ['app', 'live version', 'live since', 'other versions (newest first)'];
const NONE = '-';

const shellUrl = (env = process.env) =>
  env.PUBLIC_APP_URL || `http://localhost:${apps.find((app) => app.host).port}`;
const shortTime = (iso) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

/** The rows of the table, one per app, in the order of scripts/apps.mjs. */
export function deploymentRows(target) {
  return apps.map((app) => {
    const { live, switchedAt, canary, releases } = readReleases(target, app.name);
    const others = releases
      .filter((release) => release.version !== live)
      .map((release) => release.version)
      .reverse();
    const liveCell = live
      ? `${live}${canary ? ` (canary ${canary.version} for ${canary.percent}%)` : ''}`
      : 'not deployed';
    return [
      app.name,
      liveCell,
      switchedAt ? shortTime(switchedAt) : NONE,
      others.join(', ') || NONE,
    ];
  });
}

/** `app version  link` for every published version of every remote, newest first. */
export function previewLinks(target, base = shellUrl()) {
  return apps
    .filter((app) => !app.host)
    .flatMap((app) =>
      readReleases(target, app.name)
        .releases.map((release) => release.version)
        .reverse()
        .map((version) => {
          const link = new URL(base);
          link.search = `remote:${app.name}=${encodeURIComponent(version)}`;
          return `  ${app.name} ${version}  ${link.href}`;
        }),
    );
}

export function formatTable(rows) {
  const all = [HEADINGS, ...rows];
  const widths = HEADINGS.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(HEADINGS), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = deployTarget();
  console.log(`Deployments in ${target.description}\n`);
  console.log(formatTable(deploymentRows(target)));
  const links = previewLinks(target);
  if (links.length) {
    console.log('\nPreview a version in this browser only (About shows it, with Clear):');
    console.log(links.join('\n'));
  }
}
