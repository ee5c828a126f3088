import type { FastifyInstance } from 'fastify';
import { type OutboxEntry, readOutbox } from '../../mail/outbox';

/** Development helpers; registered only outside production and without SMTP. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get('/outbox', async (): Promise<OutboxEntry[]> => readOutbox(app.config.outboxDir));
}
