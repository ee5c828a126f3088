import { ApiError } from '@bizcard/shared/api';
import type { CsvRowError } from '@bizcard/shared/model';

export const MAX_ROW_ERRORS = 20;

const isRowError = (value: unknown): value is CsvRowError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CsvRowError).row === 'number' &&
  typeof (value as CsvRowError).message === 'string';

// The field the server names when the row as a whole cannot be read (its values or quotes).
const WHOLE_ROW = 'row';

/**
 * 'Row 3, email: Please enter a valid email address' for each refused row the server named;
 * 'Row 5: 12 values, but the header has 11 columns' when the whole row is at fault.
 */
export function csvRowErrors(failure: unknown): string[] {
  if (!(failure instanceof ApiError)) return [];
  const body = failure.body as { errors?: unknown } | undefined;
  if (!Array.isArray(body?.errors)) return [];
  return body.errors
    .filter(isRowError)
    .slice(0, MAX_ROW_ERRORS)
    .map(({ row, field, message }) =>
      field && field !== WHOLE_ROW ? `Row ${row}, ${field}: ${message}` : `Row ${row}: ${message}`,
    );
}
