// `npm run promote -w <app> <version>`: makes a version published earlier live again, at once
// (nothing is rebuilt). A rollback then returns to the version live before it.
import path from 'node:path';
import { findApp } from '../apps.mjs';
import { assertFitsLive } from './live-compat.mjs';
import { readReleases, withPromoted } from './releases.mjs';
import { switchLive } from './switch-live.mjs';
import { deployTarget } from './target.mjs';

try {
  if (process.argv.length !== 4) {
    throw new Error('usage: node scripts/deploy/promote.mjs <app> <version>');
  }
  const app = findApp(process.argv[2]);
  const version = process.argv[3];
  const target = deployTarget();
  const from = readReleases(target, app.name).live;
  // Published earlier, against another live shell or other live remotes: checked again.
  if (target.hasVersion(app.name, version)) {
    const candidateDir = path.join(target.root, app.name, version);
    assertFitsLive({ target, app, candidateDir, version });
  }
  switchLive(target, app, (state) => withPromoted(state, version));
  console.log(
    `${app.name} ${version} is live (${target.description})${from ? `; was ${from}` : ''}`,
  );
} catch (error) {
  console.error(`Promote failed, the live version is unchanged: ${error.message}`);
  process.exit(1);
}
