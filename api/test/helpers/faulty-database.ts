import type { Database, Queryable, Transaction } from '../../src/db/database';

export const INJECTED_FAULT = 'injected fault';

/** Makes the database fail one chosen statement, wherever the app runs it. */
export interface FaultSwitch {
  /**
   * The next statement whose SQL matches `pattern` throws instead of running; with `after`,
   * the one after that many more matching statements have run.
   */
  failNext(pattern: RegExp, options?: { after: number }): void;
  /** Whether the armed fault has fired (and so is no longer armed). */
  readonly fired: boolean;
}

/**
 * `database` with a switch that fails one statement: a fault in the middle of a change, as a
 * lost connection or a full disk would cause it, without stopping anything.
 */
export function faultyDatabase(database: Database): { database: Database; faults: FaultSwitch } {
  let armed: RegExp | null = null;
  let passes = 0;
  let fired = false;
  const check = (sql: string) => {
    if (armed?.test(sql) && passes-- === 0) {
      armed = null;
      fired = true;
      throw new Error(INJECTED_FAULT);
    }
  };
  const guard = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      check(sql);
      return q.query(sql, params);
    },
    exec: async (sql) => {
      check(sql);
      return q.exec(sql);
    },
  });
  const guardTx = (tx: Transaction): Transaction => ({
    ...guard(tx),
    streamRows: async (sql, params, sink, pieces) => {
      check(sql);
      return tx.streamRows(sql, params, sink, pieces);
    },
    bulkLoad: async (table, columns, rows) => {
      check(`COPY ${table}`);
      return tx.bulkLoad(table, columns, rows);
    },
  });
  const wrapped: Database = {
    ...guard(database),
    get soleProcess() {
      return database.soleProcess;
    },
    bulkWrites: database.bulkWrites,
    get applicationRole() {
      return database.applicationRole;
    },
    transaction: (fn, scope) => database.transaction((tx) => fn(guardTx(tx)), scope),
    statement: async (sql, params, scope) => {
      check(sql);
      return database.statement(sql, params, scope);
    },
    useApplicationRole: () => database.useApplicationRole(),
    listen: (channel, feed) => database.listen(channel, feed),
    connections: () => database.connections(),
    close: () => database.close(),
  };
  const faults: FaultSwitch = {
    failNext(pattern, options) {
      armed = pattern;
      passes = options?.after ?? 0;
      fired = false;
    },
    get fired() {
      return fired;
    },
  };
  return { database: wrapped, faults };
}
