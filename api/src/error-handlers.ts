import type { FastifyError, FastifyInstance } from 'fastify';
import {
  DATABASE_UNAVAILABLE,
  HttpError,
  INTERNAL_ERROR,
  NOT_FOUND,
  RetryLaterError,
} from './errors';
import { MAX_JSON_DEPTH, nestedDeeperThan, TOO_DEEP } from './validation';

// Connection failures (refused, reset, timed out) and PostgreSQL's class 08 (connection
// exception) and 57P01-57P03 (server shutting down or starting): the database is away, not
// the request wrong, so the client may retry.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);

/** Whether `error` says the database is away (the client may retry), not the request wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08|^57P0[123]$/.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /Connection terminated/i.test(message);
}

/** Every failure answers `{ message }`; only 5xx details stay in the log. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof RetryLaterError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      return reply.code(status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: INTERNAL_ERROR });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND }));
}

/**
 * Like Fastify's JSON parser, but an empty body is "no body" instead of a 400, because
 * clients post bodiless requests such as logout with a JSON content type; and a body nested
 * deeper than MAX_JSON_DEPTH is a 400 before any route walks it.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (!error && nestedDeeperThan(value, MAX_JSON_DEPTH)) {
        done(new HttpError(400, TOO_DEEP), undefined);
        return;
      }
      done(error, value);
    });
  });
}
