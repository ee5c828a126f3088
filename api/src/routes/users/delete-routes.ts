import type { EndUserDeleteResponse } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import { requestActor } from '../../audit/audit-actor';
import { notFound } from '../../errors';
import { isUuid } from '../../validation';
import { deleteEndUsers } from './end-user-removal';
import { USER_NOT_FOUND } from './messages';
import { requireTenantAdmin } from './tenant-access';
import { recordEndUserChange, userDeleted } from './user-audit';

interface UserParams {
  tenantId: string;
  userId: string;
}

/**
 * `DELETE /{tenantId}/{userId}`: removes one person with their photo, sessions and links; the
 * card address answers 410 from then on (decision 017). Admins of the tenant only.
 */
export async function deleteRoutes(app: FastifyInstance): Promise<void> {
  app.delete<{ Params: UserParams }>(
    '/:tenantId/:userId',
    async (request): Promise<EndUserDeleteResponse> => {
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
      return { deleted: 1 };
    },
  );
}
