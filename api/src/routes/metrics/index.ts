import type { FastifyInstance } from 'fastify';
import { fileReply } from '../../docs/file-reply';
import { PUBLIC } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { mayReadMetrics } from '../../metrics/metrics-access';

export const METRICS_REFUSED =
  'Metrics are served to this machine, or with the metrics token (METRICS_TOKEN)';

const metricsReply = fileReply('Every figure in the Prometheus text format', [
  'text/plain; version=0.0.4; charset=utf-8',
]);

/** `/metrics`: the figures of plugins/metrics.ts, for this machine or the metrics token. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Request counts and durations, connections, imports, mails, card cache',
        description: 'Loopback only, or with `Authorization: Bearer` and METRICS_TOKEN.',
        tags: ['Service'],
        security: PUBLIC,
        response: { 200: metricsReply },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) {
        throw new HttpError(403, METRICS_REFUSED);
      }
      const text = await app.metrics.registry.metrics();
      return reply
        .type(app.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}
