import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable, Transactional } from '../../db/database';
import { cardBaseParam, endUserJson, userOrder } from './user-columns';
import type { ListBody } from './user-list-body';

/**
 * JSON timestamps in UTC whatever the server's zone. The rows come in the order of migration
 * 018's index as it is read, so that the first can leave before the last is read: a plan that
 * sorts holds every row back until it has them all. A sort that no index can spare (a plan of
 * the database's own choosing) stays in memory.
 */
export const LIST_SETTINGS =
  "SET LOCAL timezone = 'UTC'; SET LOCAL enable_sort = off; SET LOCAL work_mem = '64MB'";

// The first rows fill the largest page (100) and leave at once; the rest go in pieces big
// enough that each costs one flush (and on PGlite one FETCH), small enough to arrive steadily.
const FIRST_ROWS = 100;
const ROWS_PER_PIECE = 2000;

/**
 * Each user's JSON text in list order, with the count of all of them: an InitPlan of the same
 * query, so the same snapshot as the rows. The bench times it alone as the list's anchor.
 */
export const LIST_QUERY = `SELECT (SELECT count(*) FROM end_users WHERE tenant_id = $1)::int AS total,
    ${endUserJson('u', '$2')} AS json
  FROM end_users u WHERE u.tenant_id = $1 ORDER BY ${userOrder('u')}`;

export const listParams = (tenantId: string, publicAppUrl: string) => [
  tenantId,
  cardBaseParam(publicAppUrl),
];

const DECLARE_LIST = `DECLARE end_user_list NO SCROLL CURSOR FOR ${LIST_QUERY}`;

interface ListRow {
  total: number;
  json: string;
}

/**
 * Gathers the list's rows into the answer's lines: the head with the count, then one line a
 * piece of users (FIRST_ROWS, then ROWS_PER_PIECE), each led by the comma that parts it from
 * the one before. `end` writes what is left, and the head when no row came.
 */
function listLines(body: ListBody, onHeadWritten: () => void) {
  let total = 0;
  let headWritten = false;
  let piecesWritten = 0;
  let piece: string[] = [];
  const writeLine = () => {
    if (!headWritten) {
      body.write(`{"total":${total},"users":[\n`);
      headWritten = true;
      onHeadWritten();
    }
    if (piece.length === 0) return;
    body.write(`${piecesWritten > 0 ? ',' : ''}${piece.join(',')}\n`);
    piecesWritten += 1;
    piece = [];
  };
  return {
    add(row: ListRow) {
      total = row.total;
      piece.push(row.json);
      if (piece.length === (piecesWritten === 0 ? FIRST_ROWS : ROWS_PER_PIECE)) writeLine();
    },
    get piecesWritten() {
      return piecesWritten;
    },
    end: writeLine,
  };
}

type ListLines = ReturnType<typeof listLines>;

/**
 * PostgreSQL: one statement whose rows are handled as they arrive, while the server reads the
 * next ones. Once the client has gone the rest is still sent by the server, and dropped.
 */
async function readAsSent(tx: Queryable, params: unknown[], lines: ListLines, body: ListBody) {
  await tx.eachRow!(LIST_QUERY, params, ([total, json]) => {
    if (!body.stream.destroyed) lines.add({ total: total as number, json: json as string });
  });
}

/**
 * PGlite reads a statement whole, in this very thread: a cursor, one FETCH a piece, with a
 * turn of the event loop between pieces for the socket. A client that leaves stops the reading.
 */
async function readByCursor(tx: Queryable, params: unknown[], lines: ListLines, body: ListBody) {
  await tx.query(DECLARE_LIST, params);
  let size = FIRST_ROWS;
  while (!body.stream.destroyed) {
    const { rows } = await tx.query<ListRow>(`FETCH ${size} FROM end_user_list`);
    for (const row of rows) lines.add(row);
    if (rows.length < size) break;
    // The first page leaves before the next piece is computed: otherwise its compressed bytes
    // would wait for that piece.
    if (lines.piecesWritten === 1) await body.sent();
    await nextTurn();
    size = ROWS_PER_PIECE;
  }
}

/**
 * Writes `{"total":N,"users":[...]}` of one tenant, ordered by name, to `body` as the
 * database reads it. Each piece of users is one line: JSON strings cannot hold a raw line
 * break, so a reader may parse the answer line by line while the rest arrives, and the whole
 * is still one JSON document.
 *
 * Resolves once the first line is written, so that a failure before any row still answers
 * with an error; a later failure ends the body early. Pieces are written as fast as the
 * database gives them, whatever the client's pace: a slow client must not hold a connection
 * (PGlite has only one).
 */
export function streamUserList(
  db: Transactional,
  tenantId: string,
  publicAppUrl: string,
  body: ListBody,
): Promise<void> {
  return new Promise((started, failedToStart) => {
    let hasStarted = false;
    const lines = listLines(body, () => {
      hasStarted = true;
      started();
    });
    db.transaction(async (tx) => {
      await tx.exec(LIST_SETTINGS);
      const params = listParams(tenantId, publicAppUrl);
      await (tx.eachRow ? readAsSent : readByCursor)(tx, params, lines, body);
    }).then(
      () => {
        if (body.stream.destroyed) return started();
        lines.end();
        body.stream.end(']}');
      },
      (error: unknown) => {
        if (hasStarted) body.stream.destroy(error as Error);
        else failedToStart(error);
      },
    );
  });
}
