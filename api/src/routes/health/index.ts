import { healthReplySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../docs/route-docs';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const health = {
    summary: 'Whether the API answers',
    tags: ['Service'],
    security: PUBLIC,
    response: { 200: healthReplySchema },
  };
  app.get('/', { schema: health }, async () => ({ status: 'ok' as const }));
}
