import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';
import { type OutboxEntry, readOutbox } from '../../mail/outbox';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const DEV_ROUTES_LOCAL_ONLY = 'Development routes answer only on this machine';

/**
 * Development helpers: registered only outside production and without SMTP, and answering
 * only callers on this machine. `request.ip` honours X-Forwarded-For only from the trusted
 * proxies (TRUST_PROXY), and the app servers overwrite that header, so a remote caller cannot
 * pass for a local one.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.test(request.ip)) throw forbidden(DEV_ROUTES_LOCAL_ONLY);
  });

  app.get('/outbox', async (): Promise<OutboxEntry[]> => readOutbox(app.config.outboxDir));
}
