import cluster, { type Worker } from 'node:cluster';

const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 10_000];
// A worker that ran this long was healthy: its next crash starts the back-off again.
const STABLE_RUN_MS = 30_000;
// Longer than a worker needs to finish its requests and flush its card counts.
const STOP_TIMEOUT_MS = 15_000;

interface PrimaryOptions {
  /** Exit code of a worker that refuses its configuration: every restart would refuse too. */
  configErrorExit: number;
  log: (line: string) => void;
}

/**
 * The primary of API_WORKERS processes: forks `count` workers (each runs server.ts, builds the
 * app and listens; the primary hands out their connections), restarts one that dies with
 * back-off, and on SIGTERM or SIGINT stops them all and exits once they have.
 */
export function runPrimary(count: number, { configErrorExit, log }: PrimaryOptions): void {
  const workers = new Set<Worker>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    if (workers.size === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
    cluster.on('exit', () => workers.size === 0 && process.exit(exitCode));
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
  };

  const startSlot = (restarts = 0) => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    workers.add(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (code === configErrorExit) return stopAll(configErrorExit);
      const tries = Date.now() - startedAt >= STABLE_RUN_MS ? 0 : restarts;
      const delay = RESTART_DELAYS_MS[Math.min(tries, RESTART_DELAYS_MS.length - 1)];
      const how = signal ? `signal ${signal}` : `code ${code}`;
      log(`An API worker stopped (${how}); starting another in ${delay / 1000} s.`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        startSlot(tries + 1);
      }, delay);
      timers.add(timer);
    });
  };

  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === count) {
      log(`API listening on http://${address.address}:${address.port} (${count} processes)`);
    }
  });
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  for (let slot = 0; slot < count; slot++) startSlot();
}
