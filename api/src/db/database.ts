export interface QueryResult<T> {
  rows: T[];
}

/** What both a database and an open transaction can do. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * `COPY {target} FROM STDIN` fed with `chunks` (COPY's text format), inside a transaction.
   * PostgreSQL's connections only: PGlite copies from a file alone, which needs rights the
   * application role does not have.
   */
  copyFrom?(target: string, chunks: AsyncIterable<string>): Promise<void>;
  /**
   * Runs `sql` and hands each row's values to `onRow` as the server sends it, so that the
   * caller works on the first rows while the server reads the next ones; resolves after the
   * last. PostgreSQL's connections only: PGlite answers a statement whole.
   */
  eachRow?(sql: string, params: unknown[], onRow: (values: unknown[]) => void): Promise<void>;
}

/**
 * Which tenants' rows the row-level security policies of migration 004 let a transaction
 * see: one tenant's, or every tenant's (super admins, and the system's own look-ups by email
 * or card address). Without a scope a transaction sees no tenant-scoped row at all.
 */
export type TenantScope = { tenantId: string } | 'all-tenants';

/** A database or a scoped view of one: statements, and transactions of several. */
export interface Transactional extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>, scope?: TenantScope): Promise<T>;
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
  close(): Promise<void>;
}

/** The statement that opens a scoped transaction; `true` keeps both settings local to it. */
export const SCOPE_SQL =
  "SELECT set_config('app.tenant_id', $1, true), set_config('app.all_tenants', $2, true)";

export function scopeParams(scope: TenantScope): [string, string] {
  return scope === 'all-tenants' ? ['', 'on'] : [scope.tenantId, ''];
}

/**
 * The database seen through one scope: each statement runs in a transaction of its own with
 * the scope set, and `transaction` sets it once for all its statements.
 */
export function withScope(db: Transactional, scope: TenantScope): Transactional {
  return {
    query: (sql, params) => db.transaction((tx) => tx.query(sql, params), scope),
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
