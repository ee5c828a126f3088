import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DailyPurge {
  /** The plugin's name, for Fastify's dependency checks. */
  name: string;
  /** What is purged, as the log lines name it: 'audit log entries'. */
  what: string;
  /** Removes what is past its retention; answers how many rows went. */
  purge(app: FastifyInstance): Promise<number>;
}

/**
 * Keeps something to its retention: purges once when the app is ready, then daily. Several API
 * processes on one database each purge; a purge is idempotent, so that is harmless. A failed
 * purge is logged and tried again the next day; it never stops the app.
 */
export function dailyPurgePlugin({ name, what, purge }: DailyPurge) {
  return fp(
    async (app: FastifyInstance) => {
      const run = async () => {
        try {
          const purged = await purge(app);
          if (purged > 0) app.log.info({ purged }, `${what} past retention purged`);
        } catch (error) {
          app.log.error({ err: error }, `${what}: purge failed`);
        }
      };
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        await run();
        timer = setInterval(() => void run(), DAY_MS);
        // The daily timer alone must not keep a finished process (a test, a script) alive.
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
      });
    },
    { name, dependencies: ['db'] },
  );
}
