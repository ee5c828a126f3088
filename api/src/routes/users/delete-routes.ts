import { endUserDeleteReplySchema, tenantUserPathSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import { deleteEndUsers } from './end-user-removal';
import { USER_NOT_FOUND } from './messages';
import { requireTenantAdmin } from './tenant-access';
import { recordEndUserChange, userDeleted } from './user-audit';

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
      const deleted = await request.db.transaction(async (tx) => {
        const [removed] = await deleteEndUsers(tx, tenant.id, [userId.toLowerCase()]);
        if (!removed) return false;
        const change = userDeleted(removed.email);
        await recordEndUserChange(tx, tenant.id, requestActor(request), removed.email, change);
        return true;
      });
      if (!deleted) throw notFound(USER_NOT_FOUND);
      return { deleted: 1 as const };
    },
  );
}
