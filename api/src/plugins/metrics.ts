import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailQueueFigures } from '../mail/mail-queue-store';
import { type AppMetrics, appMetrics } from '../metrics/app-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Counts every request by route pattern (not by address: `/c/{slug}` is one series, not one
 * per card); routes/metrics serves the figures to the operator.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = appMetrics({
      connections: () => app.db.connections(),
      runningImports: async () => {
        const { rows } = await app.systemDb.query<{ running: number }>(
          'SELECT count(*)::int AS running FROM csv_imports',
        );
        return rows[0]?.running ?? 0;
      },
      mailQueue: () => mailQueueFigures(app.systemDb),
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
