import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_APPLICATION_ROLE } from './application-role';
import {
  type ChangeFeed,
  type Database,
  SCOPE_SQL,
  scopeParams,
  type TenantScope,
  type Transaction,
} from './database';
import { initializeDataDir } from './pglite-init';
import { wrapTransaction } from './pglite-transaction';

/** Runs tasks one after another, in the order they were queued. */
class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #queued = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.#queued++;
    const result = this.#tail.then(task).finally(() => this.#queued--);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Tasks queued and not yet done, the running one included. */
  get size(): number {
    return this.#queued;
  }
}

/**
 * PGlite serves a single connection, so every statement and transaction goes through one
 * queue: a query issued while a transaction is open would otherwise run inside it.
 * Inside `transaction`, use the `tx` argument only; calling the database again would wait
 * for the transaction that is waiting for it.
 */
export function wrapPglite(pglite: PGlite): Database {
  const queue = new SerialQueue();
  return {
    soleProcess: true,
    bulkWrites: 'short-batches',
    applicationRole: PGLITE_APPLICATION_ROLE,
    query: <T>(sql: string, params?: unknown[]) =>
      queue.run(async () => {
        const result = await pglite.query<T>(sql, params);
        return { rows: result.rows };
      }),
    exec: (sql: string) =>
      queue.run(async () => {
        await pglite.exec(sql);
      }),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>, scope?: TenantScope) =>
      queue.run(() =>
        pglite.transaction(async (tx) => {
          if (scope) await tx.query(SCOPE_SQL, scopeParams(scope));
          return fn(wrapTransaction(tx));
        }),
      ),
    // In this process: a transaction of one statement waits on no network.
    statement: <T>(sql: string, params?: unknown[], scope?: TenantScope) =>
      queue.run(() =>
        pglite.transaction(async (tx) => {
          if (scope) await tx.query(SCOPE_SQL, scopeParams(scope));
          return { rows: (await tx.query<T>(sql, params)).rows };
        }),
      ),
    // One connection: switching its role once covers every later statement.
    useApplicationRole: () =>
      queue.run(async () => {
        await pglite.exec(`SET ROLE ${PGLITE_APPLICATION_ROLE}`);
      }),
    // One connection, in this process only: it gets its notifications with the statement that
    // sent them, and nothing can be missed.
    listen: (channel: string, feed: ChangeFeed) =>
      queue.run(async () => {
        await pglite.listen(channel, (payload) => feed.changed(payload));
        feed.connected(true);
      }),
    connections: () => ({
      open: 1,
      idle: queue.size === 0 ? 1 : 0,
      waiting: Math.max(0, queue.size - 1),
    }),
    close: () => queue.run(() => pglite.close()),
  };
}

// PostgreSQL's 128 MB of shared buffers live in this process's memory with PGlite, and are
// never given back. 32 MB halves the first start's resident memory (895 → 422 MB) and takes
// an idle API from 419 to 330 MB, with the same 10,000-user list and 100,000-row upload times.
const SETTINGS = ['shared_buffers=32MB'];

/**
 * Opens PGlite on a data directory, or in memory when `dataDir` is undefined. PGlite is loaded
 * here, when chosen: an API on a PostgreSQL server never loads it (decision 064).
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    await initializeDataDir(dataDir, SETTINGS);
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // pg_trgm indexes the Tenants search (migration 037), as on a PostgreSQL server.
  const pglite = await PGlite.create({
    dataDir,
    postgresqlconf: SETTINGS,
    extensions: { pg_trgm },
  });
  return wrapPglite(pglite);
}
