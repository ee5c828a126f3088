// Card page throughput with card counting on and off (issue 12): counting must not slow the
// page it counts (target: on ≥ 0.9 × off). The real API runs as child processes on fresh
// PGlite directories, loaded by autocannon with a phone browser's user agent and `?src=qr`,
// so every request counts as a view and a scan.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offOnRounds, seededCardPath } from './card-fixture.mjs';
import { startApi, stopApi } from './users-api.mjs';

const SECONDS = Number(process.env.BENCH_CARD_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_CARD_ROUNDS ?? 5);

async function startCardApi(port, counting) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-card-'));
  const { child, base } = await startApi(port, {
    DATA_DIR: join(dir, 'pglite'),
    OUTBOX_DIR: join(dir, 'outbox'),
    CARD_COUNTING: counting ? 'on' : 'off',
  });
  const stop = async () => {
    await stopApi(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    return { url: `${base}${await seededCardPath(base)}?src=qr`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Counting off and on, side by side. Ports: BENCH_CARD_PORT (default 4320) and the next one. */
export const benchCardPage = () =>
  offOnRounds({
    port: Number(process.env.BENCH_CARD_PORT ?? 4320),
    rounds: ROUNDS,
    seconds: SECONDS,
    start: startCardApi,
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchCardPage(), null, 2));
}
