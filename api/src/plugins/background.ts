import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `task` after the current response has left, so its duration cannot be read from
     * the response time (whether an email has an account must not show in how long a
     * magic-link or reset request takes). Failures are logged; closing the app waits for it.
     */
    runAfterResponse(label: string, task: () => Promise<void>): void;
    /** Resolves once every task started so far has finished (tests, shutdown). */
    backgroundIdle(): Promise<void>;
  }
}

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const pending = new Set<Promise<void>>();
    app.decorate('runAfterResponse', (label: string, task: () => Promise<void>) => {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    });
    app.decorate('backgroundIdle', async () => {
      while (pending.size > 0) await Promise.all(pending);
    });
    app.addHook('preClose', async () => {
      await app.backgroundIdle();
    });
  },
  { name: 'background' },
);
