import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeAuditLog } from '../audit/purge-audit-log';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the audit log to AUDIT_RETENTION_DAYS: purges once when the app is ready, then daily.
 * Several API processes on one server each purge; the purge is idempotent, so that is harmless.
 * A failed purge is logged and tried again the next day; it never stops the app.
 */
export const auditRetentionPlugin = fp(
  async (app: FastifyInstance) => {
    const purge = async () => {
      try {
        const purged = await purgeAuditLog(app.db, app.config.auditRetentionDays);
        if (purged > 0) app.log.info({ purged }, 'audit log entries past retention purged');
      } catch (error) {
        app.log.error({ err: error }, 'audit log purge failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), DAY_MS);
      // The daily timer alone must not keep a finished process (a test, a script) alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'audit-retention', dependencies: ['db'] },
);
