// `npm run rollback -w <app>`: makes the version that was live before the current one live again.
import { findApp } from '../apps.mjs';
import { folderTarget } from './folder-target.mjs';
import { readReleases, withRolledBack } from './releases.mjs';
import { switchLive } from './switch-live.mjs';

try {
  if (process.argv.length !== 3) throw new Error('usage: node scripts/deploy/rollback.mjs <app>');
  const app = findApp(process.argv[2]);
  const target = folderTarget();
  const from = readReleases(target, app.name).live;
  const state = switchLive(target, app, withRolledBack);
  console.log(`${app.name} rolled back: ${state.live} is live again (was ${from})`);
} catch (error) {
  console.error(`Rollback failed, the live version is unchanged: ${error.message}`);
  process.exit(1);
}
