import {
  BATCH_MAX_ROWS,
  BATCH_MESSAGES,
  type BatchFileKind,
  type BatchRowError,
  EMAIL_REQUIRED,
  END_USER_ROLES,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
} from '@bizcard/shared/model';
import { emailAddress } from '@bizcard/shared/schemas';
import { canonicalChoice, personColumn } from '../../csv/csv-dialect';
import { csvValueCount, valueCountMismatch } from '../../csv/value-count';
import { HttpError } from '../../errors';
import type { TableRow } from './read-table';

type RequiredColumn = Exclude<BatchRowError['field'], 'row'>;

/** A row ready to store: the three columns every card needs, and the rest by header. */
export interface BatchRow {
  row_number: number;
  first_name: string;
  last_name: string;
  email: string;
  fields: Record<string, string>;
}

const REQUIRED_MESSAGES: Record<RequiredColumn, string> = {
  first_name: FIRST_NAME_REQUIRED,
  last_name: LAST_NAME_REQUIRED,
  email: EMAIL_REQUIRED,
};

const snakeCase = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
const isBlank = (row: TableRow) => row.cells.every((cell) => !cell?.trim());

interface Columns {
  required: Record<RequiredColumn, number>;
  others: Array<{ key: string; index: number }>;
  /** The header's count of values, when a row's count must match it (CSV, not XLSX). */
  width: number | null;
}

function mapHeader(header: string[], kind: BatchFileKind): Columns {
  const required: Partial<Record<RequiredColumn, number>> = {};
  const others: Columns['others'] = [];
  header.forEach((title, index) => {
    const column = personColumn(title ?? '');
    if (column && required[column] === undefined) required[column] = index;
    else if (snakeCase(title ?? '')) others.push({ key: snakeCase(title), index });
  });
  const { first_name, last_name, email } = required;
  if (first_name === undefined || last_name === undefined || email === undefined) {
    throw new HttpError(400, BATCH_MESSAGES.missingColumns);
  }
  const width = kind === 'csv' ? header.length : null;
  return { required: { first_name, last_name, email }, others, width };
}

const emailSchema = emailAddress(REQUIRED_MESSAGES.email);

// A role is spelled as the Tenant Users importer stores it: 'manager' is 'Manager'.
const otherCell = (key: string, value: string) =>
  key === 'role' ? canonicalChoice(value, END_USER_ROLES) : value;

/** One data row: the row to store, or why it cannot be. `seen` maps emails to their rows. */
function checkRow(row: TableRow, columns: Columns, seen: Map<string, number>) {
  const cell = (index: number) => (row.cells[index] ?? '').trim();
  const error = (field: BatchRowError['field'], message: string) => ({
    row: row.number,
    field,
    message,
  });
  const errors: BatchRowError[] = [];
  const { width, required } = columns;
  const mismatch =
    width === null ? null : valueCountMismatch(row.cells, width, Object.values(required));
  if (mismatch) return { errors: [error('row', csvValueCount(mismatch))] };
  const first_name = cell(columns.required.first_name);
  const last_name = cell(columns.required.last_name);
  if (!first_name) errors.push(error('first_name', REQUIRED_MESSAGES.first_name));
  if (!last_name) errors.push(error('last_name', REQUIRED_MESSAGES.last_name));
  const parsed = emailSchema.safeParse(cell(columns.required.email));
  const email = parsed.success ? parsed.data.toLowerCase() : '';
  if (!parsed.success) errors.push(error('email', parsed.error.issues[0]!.message));
  else if (seen.has(email))
    errors.push(error('email', `Email already appears on row ${seen.get(email)}`));
  if (errors.length > 0) return { errors };
  seen.set(email, row.number);
  const fields = Object.fromEntries(
    columns.others
      .map(({ key, index }) => [key, otherCell(key, cell(index))])
      .filter(([, value]) => value),
  );
  const stored: BatchRow = { row_number: row.number, first_name, last_name, email, fields };
  return { row: stored, errors };
}

/**
 * Splits the data rows into rows to store and per-row errors, in row order. A CSV row whose
 * values do not line up with the header's columns is an error (csv/value-count.ts); an XLSX
 * row leaves its trailing empty cells out, and its cells cannot shift column.
 */
export function checkRows(
  table: TableRow[],
  kind: BatchFileKind,
): { rows: BatchRow[]; errors: BatchRowError[] } {
  const [header, ...data] = table.filter((row) => !isBlank(row));
  if (!header) throw new HttpError(400, BATCH_MESSAGES.missingColumns);
  if (data.length > BATCH_MAX_ROWS) throw new HttpError(400, BATCH_MESSAGES.tooManyRows);
  const columns = mapHeader(header.cells, kind);
  const rows: BatchRow[] = [];
  const errors: BatchRowError[] = [];
  const seen = new Map<string, number>();
  for (const line of data) {
    const checked = checkRow(line, columns, seen);
    if (checked.row) rows.push(checked.row);
    errors.push(...checked.errors);
  }
  return { rows, errors };
}
