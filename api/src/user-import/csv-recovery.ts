import type { FastifyInstance } from 'fastify';
import { IMPORT_STALE_AFTER_MS, recoverImports } from './csv-journal';

/**
 * Rolls back (or finishes purging) the CSV imports a stopped process left behind: once when
 * the app is ready, then every half stale period for imports of other processes (PostgreSQL
 * shared by several API processes).
 */
export async function csvRecovery(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const recover = (staleAfterMs: number) =>
    recoverImports(app.systemDb, staleAfterMs).catch((error: unknown) => {
      app.log.error({ err: error }, 'rolling back unfinished CSV imports failed');
    });

  app.addHook('onReady', async () => {
    await recover(app.db.soleProcess ? 0 : IMPORT_STALE_AFTER_MS);
    timer = setInterval(() => void recover(IMPORT_STALE_AFTER_MS), IMPORT_STALE_AFTER_MS / 2);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
}
