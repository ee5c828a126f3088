import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../error-handlers';
import { DATABASE_UNAVAILABLE, HttpError, RetryLaterError } from '../errors';
import { INTERNAL_ERROR, RESOURCE_NOT_FOUND } from './messages';

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** RFC 7644 §3.12's scimType values this API answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue';

/** An error a SCIM client reads: its status, scimType and detail become the error object. */
export class ScimError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(statusCode, message);
    this.name = 'ScimError';
  }
}

export const scimNotFound = (detail: string) => new ScimError(404, detail);
export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');

/** How long a directory waits before retrying while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const errorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [ERROR_SCHEMA],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

/**
 * Inside the SCIM plugin every failure answers a SCIM error object: the shared checks' 400s
 * (a field too long, a bad phone number) become `invalidValue`, a body that is not JSON
 * `invalidSyntax`, the database away 503 with Retry-After; 5xx details stay in the log as
 * elsewhere.
 */
export function registerScimErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    reply.type(SCIM_CONTENT_TYPE);
    if (error instanceof RetryLaterError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ScimError) {
      return reply.code(status).send(errorBody(status, error.message, error.scimType));
    }
    if (status === 400) {
      const syntax = !(error instanceof HttpError);
      return reply
        .code(400)
        .send(errorBody(400, error.message, syntax ? 'invalidSyntax' : 'invalidValue'));
    }
    if (status > 400 && status < 500)
      return reply.code(status).send(errorBody(status, error.message));
    if (isDatabaseUnavailable(error)) {
      // As elsewhere (error-handlers.ts): the directory retries after Retry-After.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(errorBody(503, DATABASE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'SCIM request failed');
    return reply.code(500).send(errorBody(500, INTERNAL_ERROR));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type(SCIM_CONTENT_TYPE).send(errorBody(404, RESOURCE_NOT_FOUND)),
  );
}
