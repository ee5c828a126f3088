import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
// What a proxy or a client may name its request with; anything else gets an id of our own.
const CALLER_ID = /^[\w.:-]{1,64}$/;

function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
}

/** Each request's id: the caller's `x-request-id` when it is sane, else a new UUID. */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId: requestId,
};

/** Every reply names its request, so a user's report or a proxy's log finds the API's lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
