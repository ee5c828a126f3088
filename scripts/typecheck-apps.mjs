// Each front-end workspace's own `npm run typecheck -w <app>`, as docs/remote-teams.md tells a
// team to run it: the root tsconfig checks every source together, which hid an app whose own
// tsconfig missed a typing (the theme's DefaultTheme). Two at a time (tsc is one core each);
// each app's time is printed.
//   node scripts/typecheck-apps.mjs [app...]
import { fileURLToPath } from 'node:url';
import { apps, ROOT } from './apps.mjs';
import { runCaptured } from './lib/run-captured.mjs';

export const TYPECHECKED = ['shared', ...apps.map((app) => app.name)];
const AT_ONCE = 2;

/** Runs `npm run typecheck -w <workspace>`; resolves with its outcome, output and seconds. */
export async function typecheck(workspace) {
  const args = ['run', '--silent', 'typecheck', '-w', workspace];
  const { code, output, seconds } = await runCaptured({ cmd: 'npm', args, cwd: ROOT });
  return { workspace, ok: code === 0, output, seconds };
}

/** Typechecks `workspaces`, AT_ONCE at a time, in order of completion. */
export async function typecheckAll(workspaces, onDone = () => undefined) {
  const queue = [...workspaces];
  const results = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await typecheck(next);
      results.push(result);
      onDone(result);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const chosen = process.argv.slice(2);
  const results = await typecheckAll(chosen.length ? chosen : TYPECHECKED, (result) => {
    const outcome = result.ok ? 'passed' : 'FAILED';
    console.log(`${result.workspace}: typecheck ${outcome} in ${result.seconds.toFixed(1)} s`);
    if (!result.ok) console.log(result.output.trim());
  });
  const failed = results.filter((result) => !result.ok).map((result) => result.workspace);
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    failed.length
      ? `app typecheck: ${failed.join(', ')} failed (${total} s)`
      : `app typecheck: all ${results.length} passed (${total} s)`,
  );
  process.exitCode = failed.length ? 1 : 0;
}
