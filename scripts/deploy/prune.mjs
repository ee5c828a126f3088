// `npm run prune -w <app> [-- --keep N]`: removes the app's old published versions. The live
// version stays, and so do the N (default 3) a rollback can reach and any published or live in
// the last 24 hours: pages opened before a switch keep loading files from the version they began on.
//   node scripts/deploy/prune.mjs <app> [--keep N]
import { parseArgs } from 'node:util';
import { findApp } from '../apps.mjs';
import { folderTarget } from './folder-target.mjs';
import { readReleases, releasesFile, withPruned } from './releases.mjs';

const USAGE = 'usage: node scripts/deploy/prune.mjs <app> [--keep N]';
const GRACE_MS = 24 * 60 * 60 * 1000;

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { keep: { type: 'string', default: '3' } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const app = findApp(positionals[0]);
  const target = folderTarget();
  const rollbacks = Number(values.keep);
  const { state, removed } = withPruned(readReleases(target, app.name), {
    rollbacks,
    graceMs: GRACE_MS,
  });
  // releases.json first: once it is written nothing points at the versions still to go.
  target.writeJson(releasesFile(app.name), state);
  for (const version of removed) target.unpublish(app.name, version);
  const kept = state.releases.map((release) => release.version).reverse();
  console.log(
    removed.length
      ? `${app.name}: removed ${removed.join(', ')}; kept ${kept.join(', ')}`
      : `${app.name}: nothing to remove; kept ${kept.join(', ') || 'nothing (not deployed)'}`,
  );
} catch (error) {
  console.error(`Prune failed: ${error.message}`);
  process.exit(1);
}
