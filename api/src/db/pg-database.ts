import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyStreamFrom } from 'pg-copy-streams';
import { urlApplicationRole } from './application-role';
import { markLostConnection } from './connection-errors';
import {
  type ChangeFeed,
  type Database,
  type RowSink,
  scopeParams,
  type TenantScope,
  type Transaction,
} from './database';
import { copyText } from './pg-copy-text';
import { PgNotifications } from './pg-notifications';

function wrapClient(client: pg.PoolClient): Transaction {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
    // The rows are handled as they arrive, while the server reads the next ones. Once the sink
    // has stopped, the rest is still sent by the server, and dropped.
    streamRows: (sql: string, params: unknown[], sink: RowSink) =>
      new Promise<void>((resolve, reject) => {
        // Each row as its array of values (rowMode), which pg.Query's type leaves out.
        const config = { text: sql, values: params, rowMode: 'array' } as pg.QueryConfig;
        const query = client.query(new pg.Query(config));
        query.on('row', (values: unknown[]) => {
          if (!sink.stopped) sink.row(values);
        });
        query.on('end', () => resolve());
        query.on('error', reject);
      }),
    bulkLoad: async (table, columns, rows) => {
      await pipeline(
        Readable.from(copyText(rows)),
        client.query(copyStreamFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)),
      );
    },
  };
}

/**
 * A pool on DATABASE_URL, which may be a transaction pooler (PgBouncer): its connections keep
 * no session state (no startup options, SET, LISTEN or named statements), since the server
 * connection behind one may serve another client at the next transaction.
 */
function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // A connection the server drops (restart, failover, pg_terminate_backend: 57P01) must not
  // take the process down. The pool hears of it while the connection is idle; while it is
  // checked out, the error is the connection's own, and one without a listener would be
  // thrown. The statement in flight fails (answered 503), the broken connection leaves the
  // pool when released, and the next query opens a new one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * The one round trip that opens a transaction: BEGIN, UTC as its time zone (decision 066), the
 * application role once it is in use (`SET LOCAL`, undone at the transaction's end), and the
 * scope's settings (SCOPE_SQL's, as literals: a simple query takes no parameters).
 */
function openingSql(role: string | null, scope: TenantScope | undefined): string {
  // JSON timestamps in UTC whatever the server's zone, without a round trip of their own.
  const statements = ['BEGIN', "SET LOCAL TimeZone = 'UTC'"];
  if (role) statements.push(`SET LOCAL ROLE ${pg.escapeIdentifier(role)}`);
  if (scope) {
    const [tenantId, allTenants] = scopeParams(scope).map((value) => pg.escapeLiteral(value));
    statements.push(
      `SELECT set_config('app.tenant_id', ${tenantId}, true), set_config('app.all_tenants', ${allTenants}, true)`,
    );
  }
  return statements.join('; ');
}

// With COMMIT in one round trip: whether the transaction's triggers notified a card change
// (notify_card_changed marks the transaction, migration 039); only then is there a wait.
const WROTE_AND_COMMIT_SQL =
  "SELECT current_setting('app.card_notified', true) IS NOT DISTINCT FROM 'on' AS wrote; COMMIT";

const IN_FAILED_TRANSACTION = '25P02';

/**
 * pg's client writes each query without waiting for the one before while `pipeline` is true,
 * read at every query (@types/pg has it read-only): set only while a client is checked out and
 * idle, and set back once all it sent has been answered.
 */
const pipelineSwitch = (client: pg.PoolClient) => client as unknown as { pipeline: boolean };

/**
 * Runs `send`, which writes queries on `client` without waiting (pipeline mode), with the socket
 * corked: their messages leave in one write instead of one each, one system call and one
 * wake-up of the server process.
 */
function writtenTogether<T>(client: pg.PoolClient, send: () => T): T {
  const socket = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  socket.cork();
  try {
    return send();
  } finally {
    socket.uncork();
  }
}

/** What a simple query of several statements gives: one result each. */
const resultsOf = (result: pg.QueryResult | pg.QueryResult[]) =>
  Array.isArray(result) ? result : [result];

/**
 * `applicationRole`: DATABASE_APP_ROLE, or by default the one named after the database.
 * `listenUrl` (DATABASE_LISTEN_URL): a direct connection for LISTEN when `connectionString`
 * goes through a transaction pooler.
 */
export function openPgDatabase(
  connectionString: string,
  applicationRole = urlApplicationRole(connectionString),
  listenUrl = connectionString,
): Database {
  const notifications = new PgNotifications(listenUrl);
  const pool = newPool({ connectionString });
  // Null while migrations and seeding run as the owner; then set in every transaction.
  let role: string | null = null;

  async function connect(): Promise<pg.PoolClient> {
    return pool.connect().catch((error: unknown) => {
      throw markLostConnection(error);
    });
  }

  /** Commits; once that returns, the notifications the transaction sent have been delivered. */
  async function commit(client: pg.PoolClient): Promise<void> {
    if (!notifications.listening) {
      await client.query('COMMIT');
      return;
    }
    const results = await client.query(WROTE_AND_COMMIT_SQL).catch(async (error: unknown) => {
      // A statement failed and `fn` went on: COMMIT ends it as it always did, rolling back.
      if ((error as { code?: string }).code !== IN_FAILED_TRANSACTION) throw error;
      return client.query('COMMIT');
    });
    if (resultsOf(results)[0]?.rows[0]?.wrote === true) await notifications.caughtUp();
  }

  async function transaction<T>(fn: (tx: Transaction) => Promise<T>, scope?: TenantScope) {
    const client = await connect();
    try {
      await client.query(openingSql(role, scope));
      const result = await fn(wrapClient(client));
      await commit(client);
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw markLostConnection(error);
    } finally {
      client.release();
    }
  }

  /**
   * One statement in a transaction of its own, scoped, in one round trip: the opening, the
   * statement and the commit are written together (pipeline mode) and answered together. The
   * same statements as `transaction` sends, without waiting between them; a failed statement
   * makes the commit fail too, and the transaction is rolled back.
   */
  async function statement<T>(
    sql: string,
    params: unknown[] | undefined,
    scope: TenantScope | undefined,
  ): Promise<{ rows: T[] }> {
    const client = await connect();
    const pipelined = pipelineSwitch(client);
    pipelined.pipeline = true;
    const sent = writtenTogether(
      client,
      () =>
        [
          client.query(openingSql(role, scope)),
          client.query(sql, params),
          client.query(notifications.listening ? WROTE_AND_COMMIT_SQL : 'COMMIT'),
        ] as const,
    );
    const [opened, ran, committed] = await Promise.allSettled(sent);
    pipelined.pipeline = false;
    try {
      if (opened.status === 'rejected') throw opened.reason;
      if (ran.status === 'rejected') throw ran.reason;
      if (committed.status === 'rejected') throw committed.reason;
      if (resultsOf(committed.value)[0]?.rows[0]?.wrote === true) await notifications.caughtUp();
      return { rows: ran.value.rows as T[] };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw markLostConnection(error);
    } finally {
      client.release();
    }
  }

  /** A statement on its own: in a transaction of its own once it must run as the role. */
  async function queryOnce<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
    if (role) return transaction((tx) => tx.query<T>(sql, params));
    const client = await connect();
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
    bulkWrites: 'one-transaction',
    applicationRole,
    query: queryOnce,
    statement,
    exec: async (sql: string) => {
      await queryOnce(sql);
    },
    transaction,
    useApplicationRole: async () => {
      role = applicationRole;
    },
    listen: (channel: string, feed: ChangeFeed) => notifications.listen(channel, feed),
    connections: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
