// pg's own errors for a connection that is already lost ('Client has encountered a connection
// error and is not queryable', 'Connection terminated unexpectedly') carry no SQLSTATE.
const LOST_CONNECTION = /not queryable|Connection terminated/i;
/** SQLSTATE connection_does_not_exist. */
export const CONNECTION_DOES_NOT_EXIST = '08003';

/**
 * Gives such an error the code 08003, so that it reads like the server's own 57P01 or a
 * refused connection: the database is away, the client may retry (503 with Retry-After).
 * Returns the error for rethrowing.
 */
export function markLostConnection(error: unknown): unknown {
  if (
    error instanceof Error &&
    (error as { code?: unknown }).code === undefined &&
    LOST_CONNECTION.test(error.message)
  ) {
    Object.assign(error, { code: CONNECTION_DOES_NOT_EXIST });
  }
  return error;
}
