// The anchor of the 10,000-user list: the list's own SELECT (the same SQL, the same rows, the
// same JSON text a user) run straight against the database, every row read into the process,
// as psql or any client would. PostgreSQL through the pg client on DATABASE_URL; PGlite in
// process on DATA_DIR (the API's data folder, after the API has stopped: it is one process's).
// Prints the median of RUNS timings in milliseconds as JSON. Run by users-list.mjs:
//   node scripts/bench/user-list-anchor.mjs <tenantId> [publicAppUrl]
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

// The API's own SQL, read from its source as the API reads it.
const { LIST_QUERY, LIST_SETTINGS, listParams } = await tsImport(
  '../../api/src/routes/users/user-list-stream.ts',
  import.meta.url,
);

const [tenantId, publicAppUrl = 'http://localhost:8080'] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 6);

/** @returns {Promise<{ run: () => Promise<number>, close: () => Promise<void> }>} */
async function onPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async () => {
    await client.query('BEGIN');
    await client.query(LIST_SETTINGS);
    const { rows } = await client.query(LIST_QUERY, listParams(tenantId, publicAppUrl));
    await client.query('COMMIT');
    return rows.length;
  };
  return { run, close: () => client.end() };
}

/** @returns {Promise<{ run: () => Promise<number>, close: () => Promise<void> }>} */
async function onPglite(dataDir) {
  const db = await PGlite.create({ dataDir, postgresqlconf: ['shared_buffers=32MB'] });
  const run = () =>
    db.transaction(async (tx) => {
      await tx.exec(LIST_SETTINGS);
      return (await tx.query(LIST_QUERY, listParams(tenantId, publicAppUrl))).rows.length;
    });
  return { run, close: () => db.close() };
}

const database = process.env.DATABASE_URL
  ? await onPostgres(process.env.DATABASE_URL)
  : await onPglite(process.env.DATA_DIR);
const times = [];
let rows = 0;
try {
  // One run more than the median needs: the first warms the cache as the API's first call did.
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    rows = await database.run();
    if (run > 0) times.push(performance.now() - started);
  }
} finally {
  await database.close();
}
times.sort((a, b) => a - b);
const medianMs = Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
console.log(JSON.stringify({ medianMs, rows }));
