import type { Queryable } from '../../db/database';
import type { CheckedUser } from './csv-check';
import { WRITE_COLUMNS, WRITE_RECORD_TYPE } from './user-columns';

/**
 * The staging table of one import (decision 023): a temporary table, so it is the session's
 * alone, has no row-level security (which COPY FROM refuses) and is gone with the session. Each
 * valid row of the file, numbered by `ordinal` in file order, with every write column.
 */
const STAGE_RECORD = `ordinal integer, ${WRITE_RECORD_TYPE}`;

/** COPY writes this many rows a chunk: 2 socket writes a chunk rather than 2 a row. */
const COPY_CHUNK_ROWS = 500;

export function createStageSql(stage: string, dropOnCommit: boolean): string {
  const columns = STAGE_RECORD.replace('ordinal integer', 'ordinal integer PRIMARY KEY');
  return `CREATE TEMP TABLE ${stage} (${columns})${dropOnCommit ? ' ON COMMIT DROP' : ''}`;
}

function stageValues({ ordinal, user }: CheckedUser): unknown[] {
  return [ordinal, ...WRITE_COLUMNS.map((column) => user[column])];
}

const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** One value in COPY's text format: `\N` for null, booleans as t/f, arrays as JSON. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return fieldText(value).replace(COPY_SPECIAL, (special) => COPY_ESCAPES[special]!);
}

/** The rows as the lines of `COPY {stage} FROM STDIN`, COPY_CHUNK_ROWS lines a chunk. */
export async function* copyText(rows: AsyncIterable<CheckedUser>): AsyncGenerator<string> {
  let lines: string[] = [];
  for await (const row of rows) {
    lines.push(`${stageValues(row).map(copyField).join('\t')}\n`);
    if (lines.length >= COPY_CHUNK_ROWS) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}

/**
 * Adds rows to the stage with one multi-row INSERT: PGlite's way in (its COPY reads files,
 * which the application role may not).
 */
export async function insertIntoStage(tx: Queryable, stage: string, rows: CheckedUser[]) {
  const records = rows.map((row) => {
    const values = stageValues(row);
    return Object.fromEntries(['ordinal', ...WRITE_COLUMNS].map((c, i) => [c, values[i]]));
  });
  await tx.query(
    `INSERT INTO ${stage} SELECT * FROM json_to_recordset($1::json) AS x(${STAGE_RECORD})`,
    [JSON.stringify(records)],
  );
}
