import { healthReplySchema, readyReplySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../docs/route-docs';
import { RetryLaterError } from '../../errors';

export const NOT_READY = 'The API cannot reach its database';
// A load balancer's probe waits this long at most: a database that answers slower is down.
const READY_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = 5;

const tags = ['Service'];

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const answer = app.systemDb.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `live`: the process answers (restart it when not). `ready`: it may be sent traffic: the
 * database answers. The app is built only once its database is migrated (server.ts), so a
 * process that answers at all is migrated. While it shuts down, Fastify answers 503 to both.
 */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const alive = {
    summary: 'Whether the API process answers',
    tags,
    security: PUBLIC,
    response: { 200: healthReplySchema },
  };
  app.get('/', { schema: alive }, async () => ({ status: 'ok' as const }));
  app.get('/live', { schema: alive }, async () => ({ status: 'ok' as const }));
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Whether the API may take traffic: migrated, and its database answers',
        tags,
        security: PUBLIC,
        response: { 200: readyReplySchema },
      },
    },
    async () => {
      if (!(await databaseAnswers(app))) {
        throw new RetryLaterError(503, NOT_READY, RETRY_AFTER_SECONDS);
      }
      return { status: 'ready' as const };
    },
  );
}
