import type { EndUserBulkAction } from '@bizcard/shared/model';
import {
  endUserBulkReplySchema,
  endUserBulkSchema,
  tenantUsersPathSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import type { Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { parseBody } from '../../validation';
import { bulkRegistrationLinks } from './bulk-registration-links';
import { setEndUsersActive } from './end-user-lifecycle';
import { deleteEndUsers } from './end-user-removal';
import { requireTenantAdmin } from './tenant-access';
import { bulkChanged, bulkTarget, recordEndUserChange } from './user-audit';

// 100,000 ids (END_USER_BULK_MAX) of 39 bytes each as JSON, with room to spare.
const BULK_BODY_LIMIT = 5 * 1024 * 1024;

// The statement triggers on end_users (migrations 016, 020 and 024) keep each changed row,
// before and after, in transition tables: 28 MB for 10,000 people, which the default 4 MB of
// work_mem wrote out to temporary files and read back.
const TRANSITION_TABLES_IN_MEMORY = "SET LOCAL work_mem = '64MB'";

type ChangingAction = Exclude<EndUserBulkAction, 'registration_links'>;

/** Each changing action: how many of the tenant's named users it changed, inside `tx`. */
const CHANGE: Record<
  ChangingAction,
  (tx: Queryable, tenantId: string, ids: string[]) => Promise<number>
> = {
  deactivate: (tx, tenantId, ids) => setEndUsersActive(tx, tenantId, ids, false),
  reactivate: (tx, tenantId, ids) => setEndUsersActive(tx, tenantId, ids, true),
  delete: async (tx, tenantId, ids) => (await deleteEndUsers(tx, tenantId, ids)).length,
};

/**
 * `POST /{tenantId}/bulk` `{ action, user_ids }`: Deactivate, Reactivate, Delete or
 * registration links for many users at once. Each is one transaction with one audit entry
 * counting the users it changed (none when it changed nobody); ids of other tenants are
 * ignored, so the count says what happened. Admins of the tenant only.
 */
export async function bulkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:tenantId/bulk',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: 'Deactivates, reactivates, deletes or makes registration links for many users',
        tags: ['Tenant users'],
        security: SIGNED_IN,
        params: tenantUsersPathSchema,
        body: endUserBulkSchema,
        response: { 200: endUserBulkReplySchema },
      },
    },
    async (request) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const { action, user_ids } = parseBody(endUserBulkSchema, request.body);
      const ids = [...new Set(user_ids)];
      const actor = requestActor(request);
      if (action === 'registration_links') {
        return bulkRegistrationLinks(app, request.db, tenant, ids, actor);
      }
      const count = await request.db.transaction(async (tx) => {
        await tx.query(TRANSITION_TABLES_IN_MEMORY);
        const changed = await CHANGE[action](tx, tenant.id, ids);
        if (changed > 0) {
          const change = bulkChanged(action, changed);
          await recordEndUserChange(tx, tenant.id, actor, bulkTarget(changed), change);
        }
        return changed;
      });
      return { action, count };
    },
  );
}
