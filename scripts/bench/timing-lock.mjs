// The timed part of a long bench under the machine's benchmark lock (BENCH_TIMING_LOCK, for
// example /tmp/e2e.lock), its seeding outside it: the lock is held by a `flock` child for as
// long as `run` takes. Without BENCH_TIMING_LOCK, `run` runs at once (the caller holds the lock).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** `run()` under the lock, with the load averages before and after it. */
export async function underTimingLock(run) {
  const lockFile = process.env.BENCH_TIMING_LOCK;
  const holder = lockFile
    ? spawn('flock', [lockFile, 'sh', '-c', 'echo held; read _'], {
        stdio: ['pipe', 'pipe', 'inherit'],
      })
    : null;
  if (holder) {
    console.log(`  waiting for ${lockFile}…`);
    await once(holder.stdout, 'data');
  }
  try {
    const loadBefore = load();
    const result = await run();
    return { ...result, loadBefore, loadAfter: load() };
  } finally {
    if (holder) {
      holder.stdin.end();
      await once(holder, 'exit');
    }
  }
}
