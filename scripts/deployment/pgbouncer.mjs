// The deployment check's second pass: the API through PgBouncer in transaction mode.
// Not yet possible: the API does not work through a transaction pooler until it sets its role
// per transaction and listens on a direct connection (issue 23, item 4).

/** `{ skip: reason }`, or `{ connect(database) }` giving the API's settings through PgBouncer. */
export function pgbouncerPass() {
  return {
    skip: 'the API does not work through PgBouncer in transaction mode yet (issue 23, item 4)',
  };
}
