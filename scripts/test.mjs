// `npm test`: lint, types (the whole repository, then each app's own) and unit and component
// tests with the scripts' own tests beside them, API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), a production build, then the Playwright journeys in Chromium.
// Ends with one line: `tests: N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enginesNode, preflightProblems } from './preflight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const scriptTests = readdirSync(join(root, 'scripts'))
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => join('scripts', file));

// A step `alongside` starts, then the next steps that run `besideAlongside` run while it does;
// it ends before any other step, and its output is printed whole there, between two steps,
// not in the middle of another step's. The scripts' tests mostly wait on the processes they
// start (99 CPU-s in 242 s), so they run beside the lint, type and unit checks instead of
// after them.
const steps = [
  // Without files, `node --test` would hunt the whole repository for tests.
  scriptTests.length > 0 && {
    name: 'scripts',
    cmd: 'node',
    args: ['--test', ...scriptTests],
    count: countNodeTest,
    alongside: true,
  },
  { name: 'lint', cmd: 'npx', args: ['biome', 'check', '.'], besideAlongside: true },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'], besideAlongside: true },
  // Each app's own `npm run typecheck -w <app>`, as a remote's team runs it.
  {
    name: 'app-typecheck',
    cmd: 'node',
    args: ['scripts/typecheck-apps.mjs'],
    besideAlongside: true,
  },
  { name: 'unit', cmd: 'npx', args: ['jest', '--ci'], count: countJest, besideAlongside: true },
  { name: 'api', cmd: 'npm', args: ['test', '-w', 'api'], count: countNodeTest },
  process.env.TEST_DATABASE_URL && {
    name: 'api-postgres',
    cmd: 'npm',
    args: ['test', '-w', 'api'],
    env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
    count: countNodeTest,
  },
  { name: 'build', cmd: 'node', args: ['scripts/build.mjs'] },
  { name: 'e2e', cmd: 'npm', args: ['test', '-w', 'e2e'], count: countPlaywright },
  // The reference deployment (nginx, two API processes, PostgreSQL owned by an ordinary role,
  // with and without PgBouncer) with a few journeys through it: in CI, or where both are here.
  (process.env.CI || existsSync('/usr/sbin/nginx')) &&
    process.env.TEST_DATABASE_URL && {
      name: 'deployment',
      cmd: 'node',
      args: ['scripts/deployment-check.mjs'],
      count: countPlaywrightRuns,
    },
].filter((step) => step && (only.length === 0 || only.includes(step.name)));

// Stop before the first step when a tool is missing; the browser only matters to the e2e step.
const problems = preflightProblems({
  nodeVersion: process.versions.node,
  enginesRange: enginesNode(join(root, 'package.json')),
  needsChromium: steps.some((step) => step.name === 'e2e' || step.name === 'deployment'),
});
if (problems.length) {
  for (const problem of problems) console.log(problem);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

let passed = 0;
let failed = 0;
const failedSteps = [];
const durations = [];

let alongside = [];

for (const step of steps) {
  if (!step.alongside && !step.besideAlongside) await endAlongside();
  if (step.alongside) {
    console.log(`\n=== ${step.name} (alongside; its output follows once it has ended) ===`);
    alongside.push(runStep(step, { quiet: true }).then((output) => ({ step, output })));
  } else {
    console.log(`\n=== ${step.name} ===`);
    await runStep(step);
  }
}
await endAlongside();

async function endAlongside() {
  for (const { step, output } of await Promise.all(alongside)) {
    process.stdout.write(`\n=== ${step.name}: output ===\n${output}`);
  }
  alongside = [];
}

async function runStep(step, { quiet = false } = {}) {
  const started = performance.now();
  const { code, output } = await run(step, quiet);
  durations.push(`${step.name} ${Math.round((performance.now() - started) / 1000)} s`);
  const counts = step.count?.(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0) {
    failedSteps.push(step.name);
    if (!counts?.failed) failed += 1;
  }
  return output;
}

// Where the run's time went, so that a slow step shows before the whole run is too slow.
console.log(`\nsteps: ${durations.join(', ')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

function run({ cmd, args, env }, quiet) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
    });
    let output = '';
    const keep = (chunk, stream) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function countJest(output) {
  const line = output.match(/^Tests:\s+(.*)$/m)?.[1] ?? '';
  return { passed: numberBefore(line, 'passed'), failed: numberBefore(line, 'failed') };
}

/** The totals of every `node --test` run in the output (the API's tests run in two). */
function countNodeTest(output) {
  const total = (label) =>
    [...output.matchAll(new RegExp(`^# ${label} (\\d+)`, 'gm'))].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
  return { passed: total('pass'), failed: total('fail') };
}

function countPlaywright(output) {
  return {
    passed:
      Number(output.match(/^\s*(\d+) passed/m)?.[1] ?? 0) +
      Number(output.match(/^\s*(\d+) flaky/m)?.[1] ?? 0),
    failed: Number(output.match(/^\s*(\d+) failed/m)?.[1] ?? 0),
  };
}

/** Every Playwright run's summary in the output added up (the deployment step runs several). */
function countPlaywrightRuns(output) {
  const total = (word) =>
    [...output.matchAll(new RegExp(`^\\s*(\\d+) ${word}`, 'gm'))].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
  return { passed: total('passed') + total('flaky'), failed: total('failed') };
}

function numberBefore(text, word) {
  return Number(text.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
}
