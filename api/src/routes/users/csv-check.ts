import { createReadStream } from 'node:fs';
import type { CsvRowError } from '@bizcard/shared/model';
import type { EndUserWrite } from '@bizcard/shared/schemas';
import type { CountryCode } from 'libphonenumber-js/min';
import { HttpError } from '../../errors';
import { phoneErrors } from '../../phone';
import { readCsvRecords } from './csv-records';
import { type CsvLayout, isBlankRecord, readLayout, readRow } from './csv-rows';
import { CSV_EMPTY, csvDuplicateEmail, csvTooManyRows } from './messages';

export const MAX_REPORTED_ERRORS = 20;
/** The most user rows one upload may hold (README, "Limits"). */
export const MAX_CSV_ROWS = 100_000;

export type UserRow =
  | { kind: 'layout'; layout: CsvLayout }
  | { kind: 'user'; row: number; user: EndUserWrite }
  | { kind: 'invalid'; row: number; errors: CsvRowError[] };

/**
 * The rows of an uploaded file, each validated with the same schema as the create and edit
 * forms: first its layout (400 without a header), then each non-blank data row numbered from
 * 1. More than MAX_CSV_ROWS rows is a 413.
 */
export async function* readUserRows(filePath: string): AsyncGenerator<UserRow> {
  const input = createReadStream(filePath, { encoding: 'utf8' });
  let layout: CsvLayout | null = null;
  let row = 0;
  for await (const { cells, error } of readCsvRecords(input)) {
    if (!layout) {
      if (isBlankRecord(cells)) continue;
      layout = readLayout(cells);
      yield { kind: 'layout', layout };
      continue;
    }
    row += 1;
    if (row > MAX_CSV_ROWS) throw new HttpError(413, csvTooManyRows(MAX_CSV_ROWS));
    if (error) {
      yield { kind: 'invalid', row, errors: [{ row, field: 'row', message: error }] };
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
  layout: CsvLayout;
  valid: number;
  /** Rows refused, a repeated email included. */
  invalid: number;
  /** The first MAX_REPORTED_ERRORS errors, in row order. */
  errors: CsvRowError[];
}

/**
 * Reads the whole file once without touching the database: every row checked, and a later
 * row repeating an earlier row's email (emails arrive lower-cased from the schema) refused.
 */
export async function checkCsv(
  filePath: string,
  phoneRegion: CountryCode | undefined,
): Promise<CsvCheck> {
  let layout: CsvLayout | null = null;
  const firstRowOfEmail = new Map<string, number>();
  const result = { valid: 0, invalid: 0, errors: [] as CsvRowError[] };
  const refuse = (errors: CsvRowError[]) => {
    result.invalid += 1;
    result.errors.push(...errors.slice(0, MAX_REPORTED_ERRORS - result.errors.length));
  };
  for await (const item of readUserRows(filePath)) {
    if (item.kind === 'layout') layout = item.layout;
    else if (item.kind === 'invalid') refuse(item.errors);
    else {
      const firstRow = firstRowOfEmail.get(item.user.email);
      const badPhones = phoneErrors(item.user, phoneRegion);
      if (badPhones.length > 0) {
        refuse(badPhones.map(({ field, message }) => ({ row: item.row, field, message })));
      } else if (firstRow === undefined) {
        firstRowOfEmail.set(item.user.email, item.row);
        result.valid += 1;
      } else {
        refuse([{ row: item.row, field: 'email', message: csvDuplicateEmail(firstRow) }]);
      }
    }
  }
  if (!layout) throw new HttpError(400, CSV_EMPTY);
  return { layout, ...result };
}
