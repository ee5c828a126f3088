// The deployment check's second pass: the API processes through PgBouncer pooling by
// transaction (ops/pgbouncer/pgbouncer.ini, started by scripts/lib/start-pgbouncer.mjs),
// with LISTEN on a direct connection (DATABASE_LISTEN_URL).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../apps.mjs';

const HELPER = join(ROOT, 'scripts', 'lib', 'start-pgbouncer.mjs');

/** The owner's URL without its query (TLS settings): PgBouncer's clients connect in plain. */
const withoutQuery = (url) => {
  const plain = new URL(url);
  plain.search = '';
  return plain.href;
};

/**
 * `{ skip: reason }` when PgBouncer cannot run here, else `{ connect(database) }` giving the
 * API's settings through a PgBouncer of the database's own and its `stop`.
 */
export async function pgbouncerPass() {
  if (!existsSync(HELPER)) return { skip: `no ${HELPER}` };
  const { pgBouncerProblem, startPgBouncer } = await import(HELPER);
  const problem = pgBouncerProblem();
  if (problem) return { skip: problem };
  return {
    connect: async (database) => {
      // Two API processes of up to 10 client connections each, on 4 server connections.
      const bouncer = await startPgBouncer({ serverUrl: withoutQuery(database.url), poolSize: 4 });
      return {
        settings: {
          DATABASE_URL: bouncer.urlFor(withoutQuery(database.url)),
          DATABASE_LISTEN_URL: database.url,
          DATABASE_APP_ROLE: database.applicationRole,
        },
        stop: () => bouncer.stop(),
      };
    },
  };
}
