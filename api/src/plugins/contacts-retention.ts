import type { FastifyInstance } from 'fastify';
import { recordContactPurge } from '../routes/contacts/contact-audit';
import { purgeContacts } from '../routes/contacts/contact-store';
import { dailyPurgePlugin } from './daily-purge';

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

/** Keeps each tenant's contacts to its contacts_retention_days (default 365). */
export const contactsRetentionPlugin = dailyPurgePlugin({
  name: 'contacts-retention',
  what: 'contacts',
  purge: purgeExpiredContacts,
});
