import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, INTERNAL_ERROR, NOT_FOUND } from './errors';

/** Every failure answers `{ message }`; only 5xx details stay in the log. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: INTERNAL_ERROR });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND }));
}

/**
 * Like Fastify's JSON parser, but an empty body is "no body" instead of a 400, because
 * clients post bodiless requests such as logout with a JSON content type.
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
    parseJson(request, text, done);
  });
}
