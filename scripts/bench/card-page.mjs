// Card page throughput with card counting on and off (issue 12): counting must not slow the
// page it counts (target: on ≥ 0.9 × off). The real API runs as child processes on fresh
// PGlite directories, loaded by autocannon with a phone browser's user agent and `?src=qr`,
// so every request counts as a view and a scan.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, PHONE_BROWSER, seededCardPath } from './card-fixture.mjs';
import { startApi, stopApi } from './users-api.mjs';

const SECONDS = Number(process.env.BENCH_CARD_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_CARD_ROUNDS ?? 5);
const CONNECTIONS = 10;

async function load(url, seconds) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': PHONE_BROWSER },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`card page: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

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
    const url = `${base}${await seededCardPath(base)}?src=qr`;
    await load(url, 2);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Both APIs run side by side and take turns under load (off, on, off, on, …), so a change in
 * the machine's load weighs on both alike; each figure is the median of its rounds.
 * Ports: BENCH_CARD_PORT (default 4320) and the next one.
 */
export async function benchCardPage() {
  const port = Number(process.env.BENCH_CARD_PORT ?? 4320);
  const off = await startCardApi(port, false);
  try {
    const on = await startCardApi(port + 1, true);
    try {
      const rounds = { off: [], on: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [mode, api] of [
          ['off', off],
          ['on', on],
        ]) {
          rounds[mode].push(Math.round((await load(api.url, SECONDS)).requests.average));
        }
      }
      const figures = { off: median(rounds.off), on: median(rounds.on) };
      const ratio = Math.round((figures.on / figures.off) * 100) / 100;
      return {
        date: new Date().toISOString(),
        seconds: SECONDS,
        connections: CONNECTIONS,
        rounds,
        ...figures,
        ratio,
      };
    } finally {
      await on.stop();
    }
  } finally {
    await off.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchCardPage(), null, 2));
}
