// `npm run rollback -w <app>`: makes the version that was live before the current one live again.
import { findApp } from '../apps.mjs';
import { readReleases, withRolledBack } from './releases.mjs';
import { switchLive } from './switch-live.mjs';
import { deployTarget } from './target.mjs';

try {
  if (process.argv.length !== 3) throw new Error('usage: node scripts/deploy/rollback.mjs <app>');
  const app = findApp(process.argv[2]);
  const target = deployTarget();
  const from = readReleases(target, app.name).live;
  const state = switchLive(target, app, (current) => withRolledBack(current, new Date(), app.name));
  console.log(`${app.name} rolled back: ${state.live} is live again (was ${from})`);
} catch (error) {
  console.error(`Rollback failed, the live version is unchanged: ${error.message}`);
  process.exit(1);
}
