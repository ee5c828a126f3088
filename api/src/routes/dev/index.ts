import { outboxSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../docs/route-docs';
import { forbidden } from '../../errors';
import { readOutbox } from '../../mail/outbox';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const DEV_ROUTES_LOCAL_ONLY = 'Development routes answer only on this machine';

/**
 * Development helpers: registered only outside production and without SMTP, and answering
 * only callers on this machine. `request.ip` honours X-Forwarded-For only from the trusted
 * proxies (TRUST_PROXY), and the app servers overwrite that header, so a remote caller cannot
 * pass for a local one.
 */
export async function devRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.test(request.ip)) throw forbidden(DEV_ROUTES_LOCAL_ONLY);
  });

  const outbox = {
    summary:
      'Mails written to the outbox folder, newest first (this machine only, outside production)',
    tags: ['Development'],
    security: PUBLIC,
    response: { 200: outboxSchema },
  };
  app.get('/outbox', { schema: outbox }, async () => readOutbox(app.config.outboxDir));
}
