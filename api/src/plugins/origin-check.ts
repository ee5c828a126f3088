import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowedOrigin } from '../config';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public form that reads no session (the card page's contact form): any origin may post
     * it, 'null' included, which a page sent with Referrer-Policy no-referrer posts as.
     */
    anyOrigin?: boolean;
  }
}

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
      if (request.routeOptions.config?.anyOrigin) return;
      if (!isAllowedOrigin(app.config, origin)) throw forbidden('Request origin not allowed');
    });
  },
  { name: 'origin-check' },
);
