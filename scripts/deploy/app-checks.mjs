// The checks a deploy runs before building and publishing: the app's own typecheck (with its
// contract's props check) and its jest tests (unit, component and its contract test). A
// failure refuses the deploy; `--skip-checks` (emergencies only) goes on without them, and
// the release log says so.
import { createRequire } from 'node:module';
import path from 'node:path';
import { appDir, ROOT } from '../apps.mjs';
import { runCaptured } from '../lib/run-captured.mjs';

export const CHECKS = {
  passed: 'passed',
  skipped: 'skipped (--skip-checks)',
  notRun: 'not run: built elsewhere (--from)',
};

// The end of a failing check's output is enough to see why: tsc and jest print errors last.
const OUTPUT_LINES_SHOWN = 60;

/** The app's own jest project (jest.config.js) pointed at `sourceDir`, as a --config value. */
function jestConfigFor(app, sourceDir) {
  const { projects } = createRequire(import.meta.url)(path.join(ROOT, 'jest.config.js'));
  const project = projects.find((candidate) => candidate.displayName === app.name);
  if (!project) throw new Error(`jest.config.js has no project for ${app.name}`);
  return JSON.stringify({ ...project, rootDir: sourceDir });
}

/**
 * The commands, each with the line printed for it. The app's own folder is checked as its
 * team checks it (`npm run typecheck -w <app>`, its jest project); a copy (`--source`) by the
 * same scripts run in the copy.
 */
export function appCheckCommands(app, sourceDir = appDir(app)) {
  const own = path.resolve(sourceDir) === appDir(app);
  const typecheck = own
    ? { cwd: ROOT, args: ['run', '--silent', 'typecheck', '-w', app.name] }
    : { cwd: sourceDir, args: ['run', '--silent', 'typecheck'] };
  const jestArgs = ['jest', '--ci', '--passWithNoTests'];
  const tests = own
    ? { cwd: ROOT, args: [...jestArgs, '--selectProjects', app.name] }
    : { cwd: ROOT, args: [...jestArgs, '--config', jestConfigFor(app, sourceDir)] };
  return [
    {
      name: 'typecheck',
      cmd: 'npm',
      ...typecheck,
      shown: own ? `npm run typecheck -w ${app.name}` : `npm run typecheck (in ${sourceDir})`,
    },
    {
      name: 'tests',
      cmd: 'npx',
      ...tests,
      shown: own
        ? `npx jest --ci --selectProjects ${app.name}`
        : `npx jest --ci (${app.name}'s jest project, in ${sourceDir})`,
    },
  ];
}

const tail = (text) => text.trim().split('\n').slice(-OUTPUT_LINES_SHOWN).join('\n');

/**
 * Runs the checks one after the other, printing each; throws on the first that fails.
 * @param {{ app: import('../apps.mjs').App, sourceDir?: string, skip?: boolean,
 *   log?: (line: string) => void, commands?: ReturnType<typeof appCheckCommands> }} options
 * @returns {Promise<string>} what the release log records: CHECKS.passed or CHECKS.skipped
 */
export async function runAppChecks({
  app,
  sourceDir,
  skip = false,
  log = console.log,
  commands = appCheckCommands(app, sourceDir),
}) {
  if (skip) {
    log(`Checks of ${app.name} skipped (--skip-checks): the release log records it`);
    return CHECKS.skipped;
  }
  for (const command of commands) {
    log(`Checking ${app.name}: ${command.shown}`);
    const { code, output, seconds } = await runCaptured({ ...command, env: { CI: 'true' } });
    const took = seconds.toFixed(1);
    if (code !== 0) {
      throw new Error(
        `the ${command.name} of ${app.name} failed (${command.shown}, ${took} s):\n${tail(output)}`,
      );
    }
    log(`  ${command.name} passed in ${took} s`);
  }
  return CHECKS.passed;
}

/** `state` with its newest release log entry saying how the deploy's checks went. */
export function withChecksRecorded(state, checks) {
  if (!Array.isArray(state.log) || state.log.length === 0) return state;
  const log = state.log.map((entry, index) =>
    index === state.log.length - 1 ? { ...entry, checks } : entry,
  );
  return { ...state, log };
}
