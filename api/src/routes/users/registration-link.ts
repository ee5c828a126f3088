import { REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import { registrationLinkReplySchema, tenantUserPathSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOKEN_TTL_MS } from '../../auth/auth-tokens';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { isUuid } from '../../validation';
import { USER_NOT_FOUND } from './messages';
import { issueRegistrationLinks } from './registration-urls';
import { requireTenantAdmin } from './tenant-access';

interface Registrable {
  first_name: string;
  last_name: string;
  registered_at: string | null;
  tenant_type: string;
}

/**
 * A tenant's admin gets a registration link for one of its users who has not registered
 * (decision 016). Older links of the user keep working until they expire or the user registers.
 */
export async function registrationLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:tenantId/:userId/registration-link',
    {
      schema: {
        summary: 'A registration link for a user of a user-managed tenant who has not registered',
        tags: ['Tenant users'],
        security: SIGNED_IN,
        params: tenantUserPathSchema,
        response: { 200: registrationLinkReplySchema },
      },
    },
    async (request) => {
      const tenant = await requireTenantAdmin(request, request.db, request.params.tenantId);
      const { userId } = request.params;
      if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
      const { rows } = await request.db.query<Registrable>(
        `SELECT u.first_name, u.last_name, u.registered_at, t.tenant_type
         FROM end_users u JOIN tenants t ON t.id = u.tenant_id
         WHERE u.tenant_id = $1 AND u.id = $2`,
        [tenant.id, userId.toLowerCase()],
      );
      const user = rows[0];
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.tenant_type !== 'user_managed') {
        throw new HttpError(409, REGISTRATION_MESSAGES.notUserManaged);
      }
      if (user.registered_at) throw new HttpError(409, REGISTRATION_MESSAGES.alreadyRegistered);
      const now = app.clock();
      const id = userId.toLowerCase();
      const links = await issueRegistrationLinks(app, tenant.id, [{ ...user, id }], now);
      const url = links.get(id)!;
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS.registration).toISOString();
      return { url, expires_at: expiresAt };
    },
  );
}
