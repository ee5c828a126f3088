import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { RowPieces, RowSink, Transaction } from './database';

/** Rows a bulk load's INSERT takes: each one statement of a few hundred rows' JSON. */
const INSERT_ROWS = 250;

/**
 * PGlite reads a statement whole, in this very thread: a cursor, one FETCH a piece, with a
 * turn of the event loop between pieces for the sockets. A sink that stops stops the reading.
 */
async function streamByCursor(
  tx: PgliteTransaction,
  sql: string,
  params: unknown[],
  sink: RowSink,
  pieces: RowPieces,
) {
  await tx.query(`DECLARE streamed_rows NO SCROLL CURSOR FOR ${sql}`, params);
  let size = pieces.first;
  while (!sink.stopped) {
    const { rows } = await tx.query<unknown[]>(`FETCH ${size} FROM streamed_rows`, [], {
      rowMode: 'array',
    });
    for (const values of rows) sink.row(values);
    if (rows.length < size) break;
    await sink.pieceRead?.();
    await nextTurn();
    size = pieces.next;
  }
  await tx.query('CLOSE streamed_rows');
}

/** Multi-row INSERTs of INSERT_ROWS rows, each row as a JSON object the table's type reads. */
async function insertInChunks(
  tx: PgliteTransaction,
  table: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
) {
  const list = columns.join(', ');
  const insert = `INSERT INTO ${table} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  let records: Record<string, unknown>[] = [];
  const flush = async () => {
    await tx.query(insert, [JSON.stringify(records)]);
    records = [];
  };
  for await (const values of rows) {
    records.push(Object.fromEntries(columns.map((column, i) => [column, values[i]])));
    if (records.length >= INSERT_ROWS) await flush();
  }
  if (records.length > 0) await flush();
}

export function wrapTransaction(tx: PgliteTransaction): Transaction {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
    streamRows: (sql, params, sink, pieces) => streamByCursor(tx, sql, params, sink, pieces),
    bulkLoad: (table, columns, rows) => insertInChunks(tx, table, columns, rows),
  };
}
