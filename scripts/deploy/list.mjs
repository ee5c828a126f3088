// `npm run deployments`: each app's live version, when it was deployed, and its other versions.
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.mjs';
import { deployDir, folderTarget } from './folder-target.mjs';
import { readReleases } from './releases.mjs';

const HEADINGS = ['app', 'live version', 'deployed at', 'other versions (newest first)'];
const NONE = '-';

/** The rows of the table, one per app, in the order of scripts/apps.mjs. */
export function deploymentRows(target) {
  return apps.map((app) => {
    const { live, releases } = readReleases(target, app.name);
    const liveRelease = releases.find((release) => release.version === live);
    const others = releases
      .filter((release) => release.version !== live)
      .map((release) => release.version)
      .reverse();
    return [
      app.name,
      live ?? 'not deployed',
      liveRelease ? liveRelease.deployedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : NONE,
      others.join(', ') || NONE,
    ];
  });
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
  console.log(`Deployments in ${deployDir()}\n`);
  console.log(formatTable(deploymentRows(folderTarget())));
}
