import { WRITE_COLUMNS, WRITE_RECORD_TYPE } from '../routes/users/user-columns';
import type { CheckedUser } from './csv-check';

/**
 * The staging table of one import (decision 023): a temporary table, so it is the session's
 * alone, has no row-level security (which COPY FROM refuses) and is gone with the session. Each
 * valid row of the file, numbered by `ordinal` in file order, with every write column.
 */
const STAGE_RECORD = `ordinal integer PRIMARY KEY, ${WRITE_RECORD_TYPE}`;

/** The stage's columns, in the order of `stageValues`. */
export const STAGE_COLUMNS: readonly string[] = ['ordinal', ...WRITE_COLUMNS];

export function createStageSql(stage: string, dropOnCommit: boolean): string {
  return `CREATE TEMP TABLE ${stage} (${STAGE_RECORD})${dropOnCommit ? ' ON COMMIT DROP' : ''}`;
}

/** A checked row as the stage's values, for the database's bulk load (db/database.ts). */
export function stageValues({ ordinal, user }: CheckedUser): unknown[] {
  return [ordinal, ...WRITE_COLUMNS.map((column) => user[column])];
}

/** The rows as the stage's values, as they are read and checked. */
export async function* stagedRows(rows: AsyncIterable<CheckedUser>): AsyncGenerator<unknown[]> {
  for await (const row of rows) yield stageValues(row);
}
