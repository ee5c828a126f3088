import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '../auth/session-cookies';
import { documentRoute, SCIM_BEARER, SESSION_SCHEME } from './route-docs';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document of every route, built from the routes' zod schemas, at
 * `/api/docs/openapi.json`, and a reference page at `/api/docs` (decision 044). Registered
 * before the routes, so it hears each one being added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BizCard API',
        description:
          'The admin dashboard, self-service portal and public card pages. Every failure answers `{ "message": "…" }` with its status.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(app.config.isProduction),
            description: 'The session a sign-in sets (HttpOnly).',
          },
          [SCIM_BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description: "A tenant's SCIM token, made on its Provisioning page.",
          },
        },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(`${DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
