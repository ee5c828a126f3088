import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordContactPurge } from '../routes/contacts/contact-audit';
import { purgeContacts } from '../routes/contacts/contact-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes every tenant's contacts past its retention, each tenant's purge audited. */
export async function purgeExpiredContacts(app: FastifyInstance): Promise<number> {
  return app.systemDb.transaction(async (tx) => {
    const purged = await purgeContacts(tx, app.clock());
    for (const { tenant_id, purged: count } of purged) {
      await recordContactPurge(tx, tenant_id, count);
    }
    return purged.reduce((sum, { purged: count }) => sum + count, 0);
  });
}

/**
 * Keeps each tenant's contacts to its contacts_retention_days (default 365): purges once when
 * the app is ready, then daily, as the audit log's retention does. Idempotent, so several
 * processes purging is harmless; a failure is logged and tried again the next day.
 */
export const contactsRetentionPlugin = fp(
  async (app: FastifyInstance) => {
    const purge = async () => {
      try {
        const purged = await purgeExpiredContacts(app);
        if (purged > 0) app.log.info({ purged }, 'contacts past retention purged');
      } catch (error) {
        app.log.error({ err: error }, 'contacts purge failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'contacts-retention', dependencies: ['db'] },
);
