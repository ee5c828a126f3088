import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transactional } from '../../db/database';
import { cardBaseParam, endUserJson, userOrder } from './user-columns';
import type { ListBody } from './user-list-body';

/**
 * JSON timestamps in UTC whatever the server's zone; a sort that the index cannot spare (a
 * plan of the database's own choosing) stays in memory.
 */
export const LIST_SETTINGS = "SET LOCAL timezone = 'UTC'; SET LOCAL work_mem = '64MB'";

// The first rows fill the largest page (100) and leave at once; the rest go in pieces big
// enough that each costs one round trip and one flush, small enough to arrive steadily.
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
 * Writes `{"total":N,"users":[...]}` of one tenant, ordered by name, to `body` as the
 * database reads it (migration 018's index gives the order without a sort). Each piece of
 * users is one line, led by the comma that parts it from the piece before: JSON strings cannot hold a raw line break, so a reader may parse the
 * answer line by line while the rest arrives, and the whole is still one JSON document.
 *
 * Resolves once the first line is written, so that a failure before any row still answers
 * with an error; a later failure ends the body early. Pieces are written as fast as the
 * database gives them, whatever the client's pace: a slow client must not hold PGlite's
 * only connection. A client that leaves stops the reading.
 */
export function streamUserList(
  db: Transactional,
  tenantId: string,
  publicAppUrl: string,
  body: ListBody,
): Promise<void> {
  return new Promise((started, failedToStart) => {
    let hasStarted = false;
    const writeRows = (rows: ListRow[], first: boolean) => {
      if (first) {
        body.write(`{"total":${rows[0]?.total ?? 0},"users":[\n`);
        hasStarted = true;
        started();
      }
      if (rows.length > 0)
        body.write(`${first ? '' : ','}${rows.map((row) => row.json).join(',')}\n`);
    };
    db.transaction(async (tx) => {
      await tx.exec(LIST_SETTINGS);
      await tx.query(DECLARE_LIST, listParams(tenantId, publicAppUrl));
      let size = FIRST_ROWS;
      let first = true;
      while (!body.stream.destroyed) {
        const { rows } = await tx.query<ListRow>(`FETCH ${size} FROM end_user_list`);
        writeRows(rows, first);
        if (rows.length < size) break;
        // The first page leaves before the next piece is read (and, on PGlite, computed in
        // this very thread): otherwise its compressed bytes would wait for that piece.
        if (first) await body.sent();
        // PGlite answers in this thread without a turn of the event loop: give the socket one.
        await nextTurn();
        first = false;
        size = ROWS_PER_PIECE;
      }
    }).then(
      () => {
        if (!body.stream.destroyed) body.stream.end(']}');
      },
      (error: unknown) => {
        if (hasStarted) body.stream.destroy(error as Error);
        else failedToStart(error);
      },
    );
  });
}
