import { END_USER_LIST_PIECES, endUserListWriter } from '@bizcard/shared/schemas';
import type { RowSink, Transactional } from '../../db/database';
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

/**
 * Writes the users of one tenant, ordered by name, to `body` as the database reads them, in
 * the list's wire format (shared schemas/end-user-list.ts): a piece of users a line, so that a
 * reader parses the first while the rest arrives. Each piece is one FETCH on PGlite.
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
    const output = { write: body.write, end: (text: string) => body.stream.end(text) };
    const list = endUserListWriter(output, () => {
      hasStarted = true;
      started();
    });
    // A client that leaves stops the reading where the engine reads piece by piece; the first
    // piece leaves before the next is read, or its compressed bytes would wait for that piece.
    const sink: RowSink = {
      row: ([total, json]) => list.user(json as string, total as number),
      get stopped() {
        return body.stream.destroyed;
      },
      pieceRead: async () => {
        if (list.piecesWritten === 1) await body.sent();
      },
    };
    db.transaction(async (tx) => {
      await tx.exec(LIST_SETTINGS);
      await tx.streamRows(
        LIST_QUERY,
        listParams(tenantId, publicAppUrl),
        sink,
        END_USER_LIST_PIECES,
      );
    }).then(
      () => {
        if (body.stream.destroyed) return started();
        list.end();
      },
      (error: unknown) => {
        if (hasStarted) body.stream.destroy(error as Error);
        else failedToStart(error);
      },
    );
  });
}
