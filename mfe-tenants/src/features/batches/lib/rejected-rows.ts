import { ApiError } from '@bizcard/shared/api';
import { batchRejectedSchema } from '@bizcard/shared/schemas';

/** The rows a refused upload named, as the Tenant Users upload lists them, and how many more. */
export interface RejectedRows {
  lines: string[];
  unlisted: number;
}

// The field the server names when the row as a whole cannot be read (its values or quotes).
const WHOLE_ROW = 'row';

/**
 * 'Row 3, email: Please enter a valid email address' for each row the API refused (its 400
 * answer to an upload, all or nothing); null when the failure names no rows.
 */
export function rejectedRows(failure: unknown): RejectedRows | null {
  if (!(failure instanceof ApiError)) return null;
  const body = batchRejectedSchema.safeParse(failure.body);
  if (!body.success || body.data.errors.length === 0) return null;
  const { errors, error_count } = body.data;
  return {
    lines: errors.map(({ row, field, message }) =>
      field === WHOLE_ROW ? `Row ${row}: ${message}` : `Row ${row}, ${field}: ${message}`,
    ),
    unlisted: Math.max(0, error_count - errors.length),
  };
}
