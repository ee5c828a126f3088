import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyStreamFrom } from 'pg-copy-streams';
import { urlApplicationRole } from './application-role';
import { markLostConnection } from './connection-errors';
import {
  type ChangeFeed,
  type Database,
  type Queryable,
  SCOPE_SQL,
  scopeParams,
  type TenantScope,
} from './database';
import { PgNotifications } from './pg-notifications';

function wrapClient(client: pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
    copyFrom: async (target: string, chunks: AsyncIterable<string>) => {
      await pipeline(
        Readable.from(chunks),
        client.query(copyStreamFrom(`COPY ${target} FROM STDIN`)),
      );
    },
    eachRow: (sql: string, params: unknown[], onRow: (values: unknown[]) => void) =>
      new Promise<void>((resolve, reject) => {
        // Each row as its array of values (rowMode), which pg.Query's type leaves out.
        const config = { text: sql, values: params, rowMode: 'array' } as pg.QueryConfig;
        const query = client.query(new pg.Query(config));
        query.on('row', onRow);
        query.on('end', () => resolve());
        query.on('error', reject);
      }),
  };
}

/**
 * A pool on DATABASE_URL. Its user owns the tables (migrations need that); once
 * `useApplicationRole` is called, a new pool replaces it whose connections each start with
 * SET ROLE, so every later statement runs under row-level security.
 */
function newPool(config: pg.PoolConfig, notifications: PgNotifications): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('remove', notifications.onRemove);
  // A connection the server drops (restart, failover, pg_terminate_backend: 57P01) must not
  // take the process down. The pool hears of it while the connection is idle; while it is
  // checked out, the error is the connection's own, and one without a listener would be
  // thrown. The statement in flight fails (answered 503), the broken connection leaves the
  // pool when released, and the next query opens a new one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** `applicationRole`: DATABASE_APP_ROLE, or by default the one named after the database. */
export function openPgDatabase(
  connectionString: string,
  applicationRole = urlApplicationRole(connectionString),
): Database {
  const notifications = new PgNotifications(connectionString);
  let pool = newPool({ connectionString }, notifications);

  /** A pooled connection listening to every channel (PgNotifications), released by the caller. */
  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    const listening = notifications.listenOn(client);
    if (listening) {
      await listening.catch((error: Error) => {
        client.release(error);
        throw error;
      });
    }
    return client;
  }

  async function queryOnce<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
    const client = await connect().catch((error: unknown) => {
      throw markLostConnection(error);
    });
    try {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    } catch (error) {
      throw markLostConnection(error);
    } finally {
      client.release();
    }
  }

  return {
    soleProcess: false,
    applicationRole,
    query: queryOnce,
    exec: async (sql: string) => {
      await queryOnce(sql);
    },
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>, scope?: TenantScope) => {
      const client = await connect().catch((error: unknown) => {
        throw markLostConnection(error);
      });
      try {
        await client.query('BEGIN');
        if (scope) await client.query(SCOPE_SQL, scopeParams(scope));
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw markLostConnection(error);
      } finally {
        client.release();
      }
    },
    useApplicationRole: async () => {
      const owner = pool;
      pool = newPool({ connectionString, options: `-c role=${applicationRole}` }, notifications);
      await owner.end();
    },
    listen: (channel: string, feed: ChangeFeed) => notifications.listen(channel, feed),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
