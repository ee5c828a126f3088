// `npm run deploy -w <app>`: builds the app, publishes it as a new version under DEPLOY_DIR
// (default deploy/) and makes it live.
//   node scripts/deploy/deploy.mjs <app> [--from <built folder>] [--version <label>] [--source <app folder>]
import { parseArgs } from 'node:util';
import { findApp } from '../apps.mjs';
import { deployApp } from './deploy-app.mjs';
import { deployDir } from './folder-target.mjs';

const USAGE =
  'usage: node scripts/deploy/deploy.mjs <app> [--from <built folder>] [--version <label>] [--source <app folder>]';

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, version: { type: 'string' }, source: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const app = findApp(positionals[0]);
  const { version, previous } = await deployApp({ app, ...values });
  console.log(
    `${app.name} ${version} is live (${deployDir()})${previous ? `; was ${previous}` : ''}`,
  );
} catch (error) {
  console.error(`Deploy failed, the live version is unchanged: ${error.message}`);
  process.exit(1);
}
