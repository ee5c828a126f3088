import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CsvRowError } from '@bizcard/shared/model';
import type { EndUserWrite } from '@bizcard/shared/schemas';
import type { CountryCode } from 'libphonenumber-js/min';
import { detectDelimiter } from '../csv/csv-dialect';
import { type CsvRecordError, parseCsvStream } from '../csv/csv-parse';
import { decodeTextInSlices } from '../csv/text-encoding';
import { HttpError } from '../errors';
import { normalisePhones } from '../phone';
import { type CsvLayout, isBlankRecord, readLayout, readRow } from './csv-rows';
import {
  CSV_EMPTY,
  CSV_TEXT_AFTER_QUOTE,
  CSV_UNCLOSED_QUOTE,
  csvDuplicateEmail,
  csvTooManyRows,
} from './messages';

export const MAX_REPORTED_ERRORS = 20;
/** The most user rows one upload may hold (README, "Limits"). */
export const MAX_CSV_ROWS = 100_000;

export type UserRow =
  | { kind: 'layout'; layout: CsvLayout }
  | { kind: 'user'; row: number; user: EndUserWrite }
  | { kind: 'invalid'; row: number; errors: CsvRowError[] };

const QUOTE_ERRORS: Record<CsvRecordError, string> = {
  'unclosed-quote': CSV_UNCLOSED_QUOTE,
  'text-after-quote': CSV_TEXT_AFTER_QUOTE,
};

/**
 * `head`, then the other slices, each after a turn of the event loop: slices come from memory,
 * and without the turn the check of a large file would run as one long chain of microtasks
 * that holds every other request back (a file stream waits for the disk between chunks).
 */
async function* slicesWithTurns(head: string, rest: Iterator<string>): AsyncGenerator<string> {
  yield head;
  for (let next = rest.next(); !next.done; next = rest.next()) {
    await nextTurn();
    yield next.value;
  }
}

/**
 * The rows of an uploaded file, each validated with the same schema as the create and edit
 * forms: first its layout (400 without a header), then each non-blank data row. Rows are
 * numbered as a spreadsheet shows them: the header is row 1 when the file starts with it.
 * More than MAX_CSV_ROWS data rows is a 413; text that is not surely UTF-8 or Windows-1252
 * a 400 (csv/text-encoding.ts).
 */
export async function* readUserRows(filePath: string): AsyncGenerator<UserRow> {
  // At most MAX_CSV_BYTES: its encoding is told from the whole file, then it is parsed in slices.
  const bytes = await readFile(filePath);
  const slices = decodeTextInSlices(bytes);
  const first = slices.next();
  const head = first.done ? '' : first.value;
  const records = parseCsvStream(slicesWithTurns(head, slices), detectDelimiter(head));
  let layout: CsvLayout | null = null;
  let row = 0;
  let dataRows = 0;
  for await (const { cells, error } of records) {
    row += 1;
    if (!layout) {
      if (isBlankRecord(cells)) continue;
      layout = readLayout(cells);
      yield { kind: 'layout', layout };
      continue;
    }
    dataRows += 1;
    if (dataRows > MAX_CSV_ROWS) throw new HttpError(413, csvTooManyRows(MAX_CSV_ROWS));
    if (error) {
      yield { kind: 'invalid', row, errors: [{ row, field: 'row', message: QUOTE_ERRORS[error] }] };
      continue;
    }
    if (isBlankRecord(cells)) continue;
    const checked = readRow(layout, cells, row);
    if (checked.errors) yield { kind: 'invalid', row, errors: checked.errors };
    else yield { kind: 'user', row, user: checked.user };
  }
  if (!layout) throw new HttpError(400, CSV_EMPTY);
}

export interface CsvCheck {
  layout: CsvLayout | null;
  valid: number;
  /** Rows refused, a repeated email included. */
  invalid: number;
  /** The first MAX_REPORTED_ERRORS errors, in row order. */
  errors: CsvRowError[];
}

/** A row that passed every check; `ordinal` is its place among the valid rows, from 1. */
export interface CheckedUser {
  ordinal: number;
  user: EndUserWrite;
}

export const emptyCheck = (): CsvCheck => ({ layout: null, valid: 0, invalid: 0, errors: [] });

/**
 * Reads the whole file once, checking every row, and refuses a later row repeating an earlier
 * row's email (emails arrive lower-cased from the schema). Yields each valid row as long as no
 * row has been refused: a refused file writes nothing, so the rows after the first refusal
 * are only checked. `check` holds the layout, the counts and the errors once it is done.
 */
export async function* checkedUsers(
  filePath: string,
  phoneRegion: CountryCode | undefined,
  check: CsvCheck,
): AsyncGenerator<CheckedUser> {
  const firstRowOfEmail = new Map<string, number>();
  const refuse = (errors: CsvRowError[]) => {
    check.invalid += 1;
    check.errors.push(...errors.slice(0, MAX_REPORTED_ERRORS - check.errors.length));
  };
  for await (const item of readUserRows(filePath)) {
    if (item.kind === 'layout') check.layout = item.layout;
    else if (item.kind === 'invalid') refuse(item.errors);
    else {
      const firstRow = firstRowOfEmail.get(item.user.email);
      const { fields: user, errors: badPhones } = normalisePhones(item.user, phoneRegion);
      if (badPhones.length > 0) {
        refuse(badPhones.map(({ field, message }) => ({ row: item.row, field, message })));
      } else if (firstRow === undefined) {
        firstRowOfEmail.set(item.user.email, item.row);
        check.valid += 1;
        if (check.invalid === 0) yield { ordinal: check.valid, user };
      } else {
        refuse([{ row: item.row, field: 'email', message: csvDuplicateEmail(firstRow) }]);
      }
    }
  }
}
