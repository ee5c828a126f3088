import { endUserDeleteReplySchema, tenantUserPathSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import { removeEndUser } from './end-user-writes';
import { USER_NOT_FOUND } from './messages';
import { requireTenantAdmin } from './tenant-access';

/**
 * `DELETE /{tenantId}/{userId}`: removes one person with their photo, sessions and links; the
 * card address answers 410 from then on (decision 017). Admins of the tenant only.
 */
export async function deleteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/:tenantId/:userId',
    {
      schema: {
        summary: 'Removes the user with their photo, sessions and links; their card answers 410',
        tags: ['Tenant users'],
        security: SIGNED_IN,
        params: tenantUserPathSchema,
        response: { 200: endUserDeleteReplySchema },
      },
    },
    async (request) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const { userId } = request.params;
      if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
      const actor = requestActor(request);
      const deleted = await request.db.transaction((tx) =>
        removeEndUser(tx, tenant.id, userId, actor),
      );
      if (!deleted) throw notFound(USER_NOT_FOUND);
      return { deleted: 1 as const };
    },
  );
}
