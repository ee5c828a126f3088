/** An error whose message is safe to show: it becomes the `{ message }` body with `statusCode`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** An answer the client may try again later: the error handler sends Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

export const UNAUTHORIZED = 'Unauthorized';
export const ADMIN_ACCESS_REQUIRED = 'Admin access required';
export const NOT_FOUND = 'Not found';
/** Every route that takes a tenant id answers this (404) for one that does not exist. */
export const TENANT_NOT_FOUND = 'Tenant not found';
export const INTERNAL_ERROR = 'Internal server error';
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a few seconds.';

export const unauthorized = () => new HttpError(401, UNAUTHORIZED);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = NOT_FOUND) => new HttpError(404, message);
