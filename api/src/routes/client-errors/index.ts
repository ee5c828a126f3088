import { noBodySchema, remoteLoadReportSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../docs/route-docs';
import { parseBody } from '../../validation';
import { admitRemoteLoadReport } from './report-throttle';

// Four fields of at most ~3 KB together; anything bigger is not a report from the shell.
const REPORT_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Errors seen in a browser, reported so that operators hear of them (decision 029). No session
 * is needed: the sign-in pages load remotes too, and a report must still arrive when they fail.
 */
export async function clientErrorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const remoteLoad = {
    summary: 'Reports that a remote failed to load in a browser (decision 029); answered 204',
    tags: ['Service'],
    security: PUBLIC,
    body: remoteLoadReportSchema,
    response: { 204: noBodySchema },
  };
  const options = { bodyLimit: REPORT_BODY_LIMIT_BYTES, schema: remoteLoad };
  app.post('/remote-load', options, async (request, reply) => {
    await admitRemoteLoadReport(app.db, request.ip, app.clock());
    const report = parseBody(remoteLoadReportSchema, request.body);
    request.log.warn(
      { remoteLoadFailure: report, userId: request.principal?.id ?? null },
      `remote ${report.remote} ${report.version} failed to load from ${report.url}`,
    );
    return reply.code(204).send(null);
  });
}
