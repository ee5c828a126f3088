// `npm run prune -w <app> [-- --keep N]`: removes the app's old published versions. The live
// version stays, and so do the N (default 3) a rollback can reach and any published or live in
// the last 24 hours: pages opened before a switch keep loading files from the version they began on.
//   node scripts/deploy/prune.mjs <app> [--keep N]
import { parseArgs } from 'node:util';
import { findApp } from '../apps.mjs';
import { readReleases, releasesFile, withLogged, withPruned } from './releases.mjs';
import { switchRemote } from './remotes-file.mjs';
import { deployTarget } from './target.mjs';

const USAGE = 'usage: node scripts/deploy/prune.mjs <app> [--keep N]';
const GRACE_MS = 24 * 60 * 60 * 1000;

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { keep: { type: 'string', default: '3' } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const app = findApp(positionals[0]);
  const target = deployTarget();
  const rollbacks = Number(values.keep);
  const { removed, kept } = target.locked(() => {
    const pruned = withPruned(readReleases(target, app.name), { rollbacks, graceMs: GRACE_MS });
    const state = pruned.removed.length
      ? withLogged(pruned.state, { action: 'prune', removed: pruned.removed })
      : pruned.state;
    // releases.json first: once it is written nothing points at the versions still to go.
    target.writeJson(releasesFile(app.name), state);
    if (!app.host && state.live) switchRemote(target, app, state);
    return pruned;
  });
  for (const version of removed) target.unpublish(app.name, version);
  const keptText = kept.map(({ version, why }) => `${version} (${why.join('; ')})`).join(', ');
  console.log(
    removed.length
      ? `${app.name}: removed ${removed.join(', ')}; kept ${keptText}`
      : `${app.name}: nothing to remove; kept ${keptText || 'nothing (not deployed)'}`,
  );
} catch (error) {
  console.error(`Prune failed: ${error.message}`);
  process.exit(1);
}
