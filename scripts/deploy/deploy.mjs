// `npm run deploy -w <app>`: builds the app, publishes it as a new version in the deploy target
// (./target.mjs) and makes it live, or, with --canary N, live for N% of new sessions only.
//   node scripts/deploy/deploy.mjs <app> [--from <built folder>] [--version <label>] [--source <app folder>] [--canary N]
//   node scripts/deploy/deploy.mjs <app> --promote | --abort      finishes the running canary
import { parseArgs } from 'node:util';
import { findApp } from '../apps.mjs';
import { finishCanary } from './canary.mjs';
import { deployApp } from './deploy-app.mjs';
import { deployTarget } from './target.mjs';

const USAGE =
  'usage: node scripts/deploy/deploy.mjs <app> [--from <built folder>] [--version <label>] [--source <app folder>] [--canary N] [--skip-checks] | --promote | --abort';

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      version: { type: 'string' },
      source: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      abort: { type: 'boolean' },
      'skip-checks': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const app = findApp(positionals[0]);
  const target = deployTarget();
  const { canary, promote, abort, 'skip-checks': skipChecks, ...options } = values;
  if (promote || abort) {
    console.log(finishCanary(target, app, promote ? 'promote' : 'abort'));
  } else {
    const percent = canary === undefined ? undefined : Number(canary);
    const { version, previous, live } = await deployApp({
      app,
      ...options,
      canary: percent,
      skipChecks,
      target,
    });
    console.log(
      percent === undefined
        ? `${app.name} ${version} is live (${target.description})${previous ? `; was ${previous}` : ''}`
        : `${app.name} ${version} is the canary for ${percent}% of new sessions; ${live} stays live for the others (${target.description}). ` +
            `Finish with: npm run deploy -w ${app.name} -- --promote (or --abort)`,
    );
  }
} catch (error) {
  console.error(`Deploy failed, the live version is unchanged: ${error.message}`);
  process.exit(1);
}
