// The card page's speed with every section issue 28 added (the 'Share your details' form and
// both wallet buttons, besides Share and previews, which are always on), against the same
// card with those sections off (no wallet settings, the form turned off in the template):
// target ≥ 0.9×. Both APIs run side by side on fresh PGlite directories and take turns under
// load, as the counting bench (card-page.mjs) does, so the machine's load weighs on both alike.
// `node scripts/bench/card-page-speed.mjs` runs it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { offOnRounds, PHONE_BROWSER, seededCardPath } from './card-fixture.mjs';
import { walletEnv } from './card-wallet-env.mjs';
import { startApi, stopApi } from './users-api.mjs';

const SECONDS = Number(process.env.BENCH_CARD_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_CARD_ROUNDS ?? 5);
/** Turns the contact form off in every tenant's template, straight on the stopped API's data. */
async function turnFormOff(dataDir) {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await db.exec(`UPDATE card_templates SET data = data || '{"contactExchange": false}'::jsonb;
      INSERT INTO card_templates (tenant_id, data)
      SELECT id, '{"contactExchange": false}'::jsonb FROM tenants t
      WHERE NOT EXISTS (SELECT 1 FROM card_templates c WHERE c.tenant_id = t.id)`);
  } finally {
    await db.close();
  }
}

async function startCardApi(port, sections) {
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-card-speed-'));
  const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  let api;
  const stop = async () => {
    if (api) await stopApi(api.child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (sections) {
      api = await startApi(port, { ...env, ...(await walletEnv(dir)) });
    } else {
      // Started once to make and seed the database, then again with the form off.
      await stopApi((await startApi(port, env)).child);
      await turnFormOff(env.DATA_DIR);
      api = await startApi(port, env);
    }
    const url = `${api.base}${await seededCardPath(api.base)}?src=qr`;
    const page = await (await fetch(url, { headers: { 'user-agent': PHONE_BROWSER } })).text();
    const shows = /<form method="post"/.test(page) && /pass\.pkpass/.test(page);
    if (shows !== sections) throw new Error(`the card page's sections are not ${sections}`);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Ports: BENCH_CARD_SPEED_PORT (default 4664) and the next one. */
export const benchCardPageSpeed = () =>
  offOnRounds({
    port: Number(process.env.BENCH_CARD_SPEED_PORT ?? 4664),
    rounds: ROUNDS,
    seconds: SECONDS,
    start: startCardApi,
  });

/** The README's row (figure, measured, target) of `benchCardPageSpeed()`'s result. */
export const cardPageSpeedRows = (r) => [
  [
    `Card page, ${r.connections} connections, req/s (median): every issue 28 section on / anchor: the same card with the form and wallet buttons off`,
    `${r.on} / ${r.off} (${r.ratio}×)`,
    '≥ 0.9×',
  ],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCardPageSpeed();
  console.log(JSON.stringify(result), cardPageSpeedRows(result));
}
