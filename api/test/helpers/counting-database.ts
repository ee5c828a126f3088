import type { Database, Queryable } from '../../src/db/database';

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
    ...(q.copyFrom && {
      copyFrom: (target: string, chunks: AsyncIterable<string>) => {
        count++;
        return q.copyFrom!(target, chunks);
      },
    }),
  });
  const wrapped: Database = {
    ...counted(database),
    get soleProcess() {
      return database.soleProcess;
    },
    get applicationRole() {
      return database.applicationRole;
    },
    transaction: (fn, scope) => {
      count++;
      return database.transaction((tx) => fn(counted(tx)), scope);
    },
    useApplicationRole: () => database.useApplicationRole(),
    listen: (channel, feed) => database.listen(channel, feed),
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
