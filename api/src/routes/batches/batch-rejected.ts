import {
  BATCH_MAX_ERRORS_LISTED,
  type BatchRejected,
  type BatchRejectedRow,
} from '@bizcard/shared/model';
import { HttpError } from '../../errors';

/** A refused upload (a batch file, an encoder's result): nothing was written. */
export class BatchRejectedError extends HttpError {
  readonly body: BatchRejected;
  constructor(message: string, errors: BatchRejectedRow[]) {
    super(400, message);
    this.body = {
      message,
      error_count: errors.length,
      errors: errors.slice(0, BATCH_MAX_ERRORS_LISTED),
    };
  }
}

/** How many rows the errors name. */
export const rowsWithErrors = (errors: BatchRejectedRow[]) =>
  new Set(errors.map((error) => error.row)).size;
