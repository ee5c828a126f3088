import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowedOrigin } from '../config';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by a browser page of another origin (CSRF defence in
 * depth on top of SameSite=Lax). Requests without an Origin header come from non-browser
 * clients and pass.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (!STATE_CHANGING.has(request.method) || origin === undefined) return;
      if (!isAllowedOrigin(app.config, origin)) throw forbidden('Request origin not allowed');
    });
  },
  { name: 'origin-check' },
);
