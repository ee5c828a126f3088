import { batchCardPathSchema, batchCardSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { requireBatch } from './batch-access';
import { blockCard, replaceCard } from './card-actions';

const schema = { tags: ['Batches'], security: SIGNED_IN, params: batchCardPathSchema };

/** A person's lost card blocked (its chip UID refused from then on), and its replacement. */
export async function batchCardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicAppUrl } = app.config;
  const actions = { block: blockCard, replace: replaceCard } as const;
  const summaries = {
    block: "Blocks the person's card in this batch: its chip UID is refused from then on",
    replace: 'Adds a replacement for a blocked card: same card address, awaiting a chip UID',
  };
  for (const kind of ['block', 'replace'] as const) {
    const routeSchema = { ...schema, summary: summaries[kind], response: { 200: batchCardSchema } };
    app.post(
      `/:tenantId/:batchId/cards/:endUserId/${kind}`,
      { schema: routeSchema },
      async (request) => {
        const { admin, batch } = await requireBatch(request, request.params);
        return request.db.transaction((tx) =>
          actions[kind](tx, {
            batch,
            endUserId: request.params.endUserId,
            adminId: admin.id,
            actor: auditActor(admin),
            publicAppUrl,
          }),
        );
      },
    );
  }
}
