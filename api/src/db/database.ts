export interface QueryResult<T> {
  rows: T[];
}

/** What both a database and an open transaction can do. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Where `Transaction.streamRows` hands a query's rows as they are read. */
export interface RowSink {
  /** One row's values, in the order of the select list. */
  row(values: unknown[]): void;
  /** True once no more rows are wanted (the reader has gone): the reading may stop early. */
  readonly stopped: boolean;
  /**
   * Awaited after each piece an engine reads piece by piece (PGlite), before it reads the
   * next: the place to let what the first rows made leave first.
   */
  pieceRead?(): Promise<void>;
}

/** How many rows an engine that reads piece by piece fetches: the first piece, then each next. */
export interface RowPieces {
  first: number;
  next: number;
}

/**
 * An open transaction. Besides statements, the reads and writes of many rows, each done the
 * way its engine does them best (pg-database.ts, pglite-database.ts), so that no caller asks
 * which engine it runs on.
 */
export interface Transaction extends Queryable {
  /**
   * Runs `sql` and hands each row to `sink` while the rest is still being read: PostgreSQL as
   * the server sends them, PGlite (which answers a statement whole, in this very thread) through
   * a cursor, `pieces` rows a FETCH with a turn of the event loop between pieces.
   */
  streamRows(sql: string, params: unknown[], sink: RowSink, pieces: RowPieces): Promise<void>;
  /**
   * Adds `rows` (values in `columns`' order) to `table`: PostgreSQL through `COPY FROM STDIN`,
   * PGlite in multi-row INSERTs (its COPY reads files, which the application role may not).
   */
  bulkLoad(
    table: string,
    columns: readonly string[],
    rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  ): Promise<void>;
}

/**
 * How a write of many rows may run. `one-transaction`: every request has a connection of its
 * own (PostgreSQL's pool), so a long transaction holds back no one else. `short-batches`: one
 * connection serves every request (PGlite), so no transaction may last the write.
 */
export type BulkWrites = 'one-transaction' | 'short-batches';

/**
 * Which tenants' rows the row-level security policies of migration 004 let a transaction
 * see: one tenant's, or every tenant's (super admins, and the system's own look-ups by email
 * or card address). Without a scope a transaction sees no tenant-scoped row at all.
 */
export type TenantScope = { tenantId: string } | 'all-tenants';

/** A database or a scoped view of one: statements, and transactions of several. */
export interface Transactional extends Queryable {
  /** Chosen once, by the engine: see BulkWrites. */
  readonly bulkWrites: BulkWrites;
  transaction<T>(fn: (tx: Transaction) => Promise<T>, scope?: TenantScope): Promise<T>;
}

/** Receives the notifications of one channel (`listen`). */
export interface ChangeFeed {
  /** A payload NOTIFYed on the channel, by this process or another one. */
  changed(payload: string): void;
  /**
   * Whether other processes' notifications are being received: false while the listening
   * connection is lost (some may be missed meanwhile), true once it listens again.
   */
  connected(isConnected: boolean): void;
}

export interface Database extends Transactional {
  /**
   * Whether this process alone can open the data (PGlite): unfinished work found at start
   * was then left by a process that is gone, not by a live one beside it.
   */
  readonly soleProcess: boolean;
  /**
   * The role requests run as (application-role.ts): one per installation, named by
   * DATABASE_APP_ROLE or after the database.
   */
  readonly applicationRole: string;
  /**
   * From now on, run as the application role (owns no table, no BYPASSRLS) so that row-level
   * security applies. Called once migrations and seeding, which need the owner, are done.
   */
  useApplicationRole(): Promise<void>;
  /**
   * Feeds `feed` with every NOTIFY on `channel`. A notification sent by a statement run
   * through this database arrives before that statement (or its transaction's COMMIT) resolves.
   */
  listen(channel: string, feed: ChangeFeed): Promise<void>;
  /**
   * One statement in a transaction of its own with `scope` set: what `transaction` with one
   * statement does, in a single round trip where the engine talks to a server (PostgreSQL
   * writes the opening, the statement and the commit together).
   */
  statement<T>(sql: string, params?: unknown[], scope?: TenantScope): Promise<QueryResult<T>>;
  /** The connections behind it, for `/metrics`: PGlite has one, PostgreSQL a pool. */
  connections(): ConnectionUse;
  close(): Promise<void>;
}

/** Open connections, how many of them are idle, and the callers waiting for one. */
export interface ConnectionUse {
  open: number;
  idle: number;
  waiting: number;
}

/** The statement that opens a scoped transaction; `true` keeps both settings local to it. */
export const SCOPE_SQL =
  "SELECT set_config('app.tenant_id', $1, true), set_config('app.all_tenants', $2, true)";

export function scopeParams(scope: TenantScope): [string, string] {
  return scope === 'all-tenants' ? ['', 'on'] : [scope.tenantId, ''];
}

/**
 * The database seen through one scope: each statement runs in a transaction of its own with
 * the scope set (one round trip: `statement`), and `transaction` sets it once for all its
 * statements.
 */
export function withScope(db: Database, scope: TenantScope): Transactional {
  return {
    bulkWrites: db.bulkWrites,
    query: (sql, params) => db.statement(sql, params, scope),
    exec: (sql) => db.transaction((tx) => tx.exec(sql), scope),
    transaction: (fn) => db.transaction(fn, scope),
  };
}

/** Postgres error code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === UNIQUE_VIOLATION
  );
}
