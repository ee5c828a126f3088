import type { Database, Queryable, Transaction } from '../../src/db/database';

/** How many statements the app ran, wherever it ran them (transactions included). */
export interface StatementCount {
  readonly count: number;
  reset(): void;
}

/** `database` counting its statements, for tests of what is served without a round trip. */
export function countingDatabase(database: Database): {
  database: Database;
  statements: StatementCount;
} {
  let count = 0;
  const counted = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      count++;
      return q.query(sql, params);
    },
    exec: (sql) => {
      count++;
      return q.exec(sql);
    },
  });
  const countedTx = (tx: Transaction): Transaction => ({
    ...counted(tx),
    streamRows: (sql, params, sink, pieces) => {
      count++;
      return tx.streamRows(sql, params, sink, pieces);
    },
    bulkLoad: (table, columns, rows) => {
      count++;
      return tx.bulkLoad(table, columns, rows);
    },
  });
  const wrapped: Database = {
    ...counted(database),
    get soleProcess() {
      return database.soleProcess;
    },
    bulkWrites: database.bulkWrites,
    get applicationRole() {
      return database.applicationRole;
    },
    transaction: (fn, scope) => {
      count++;
      return database.transaction((tx) => fn(countedTx(tx)), scope);
    },
    statement: (sql, params, scope) => {
      count++;
      return database.statement(sql, params, scope);
    },
    useApplicationRole: () => database.useApplicationRole(),
    listen: (channel, feed) => database.listen(channel, feed),
    connections: () => database.connections(),
    close: () => database.close(),
  };
  const statements: StatementCount = {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
  return { database: wrapped, statements };
}
