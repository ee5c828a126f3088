import {
  OWN_TENANT_DETAILS_ONLY as OWN_TENANT_ONLY,
  TENANT_TYPE_LABELS,
  type Tenant,
} from '@bizcard/shared/model';
import {
  createTenantSchema,
  TENANT_LIST_MESSAGES,
  TENANT_PAGE_SIZE_MAX,
  tenantIdParamsSchema,
  tenantListQuerySchema,
  tenantListSchema,
  tenantSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { reachesTenant, tenantReach } from '../../auth/access';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden, HttpError, notFound, TENANT_NOT_FOUND } from '../../errors';
import { requireAdmin, requireSession, requireSuperAdmin } from '../../plugins/auth';
import { isUuid, parseBody } from '../../validation';
import { tenantDomainRoutes } from '../tenant-domains';
import { cardPageSettingsRoutes } from './card-page-settings';
import { decodeKey, findTenant, insertTenant, listTenantPage, listTenants } from './tenant-store';

const tags = ['Tenants'];

/** Spec §7 "Tenants". Who reaches which tenant is decided by auth/access.ts. */
export async function tenantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(cardPageSettingsRoutes);
  await app.register(tenantDomainRoutes);
  app.get(
    '/',
    {
      schema: {
        summary:
          'The tenants an admin reaches: all for a super admin, their own for a client admin',
        tags,
        description:
          'With `limit`, one page by name (`next` fetches the one after) of the tenants whose name, tenant id or email contains `q`, or whose id starts with it.',
        security: SIGNED_IN,
        querystring: tenantListQuerySchema,
        response: { 200: tenantListSchema },
      },
    },
    async (request) => {
      const reach = tenantReach(requireAdmin(request));
      const onlyId =
        reach.kind === 'one' ? reach.tenantId : reach.kind === 'none' ? null : undefined;
      const { q, limit, after } = request.query;
      if (after !== undefined && decodeKey(after) === null) {
        throw new HttpError(400, TENANT_LIST_MESSAGES.after);
      }
      if (limit === undefined && q === undefined) {
        return { tenants: await listTenants(request.db, onlyId) };
      }
      const page = limit ?? TENANT_PAGE_SIZE_MAX;
      return listTenantPage(request.db, { onlyId, search: q, limit: page, after });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One tenant; an end user reads their own, without its database settings',
        tags,
        security: SIGNED_IN,
        params: tenantIdParamsSchema,
        response: { 200: tenantSchema },
      },
    },
    async (request) => {
      const principal = requireSession(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(TENANT_NOT_FOUND);
      if (!reachesTenant(principal, id)) throw forbidden(OWN_TENANT_ONLY);
      const tenant = await findTenant(request.db, id);
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      // End users read their own tenant (the /self guard needs its type), never its database.
      return principal.type === 'end_user' ? withoutDatabaseSettings(tenant) : tenant;
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Creates a tenant (super admins)',
        tags,
        security: SIGNED_IN,
        body: createTenantSchema,
        response: { 201: tenantSchema },
      },
    },
    async (request, reply) => {
      const admin = requireSuperAdmin(request, 'Only super admins can create tenants');
      const input = parseBody(createTenantSchema, request.body);
      const tenant = await request.db.transaction(async (tx) => {
        const created = await insertTenant(tx, input);
        if (!created) return null;
        await recordAudit(tx, {
          tenantId: created.id,
          ...auditActor(admin),
          action: 'tenant.create',
          target: created.name,
          message: `Tenant ${created.name} created (${TENANT_TYPE_LABELS[created.tenant_type]})`,
        });
        return created;
      });
      if (!tenant) throw new HttpError(409, 'A tenant with this name already exists');
      return reply.code(201).send(tenant);
    },
  );
}

function withoutDatabaseSettings(tenant: Tenant): Tenant {
  return {
    ...tenant,
    db_host: null,
    db_name: null,
    db_port: null,
    db_username: null,
    db_secret_arn: null,
    db_password_set: false,
  };
}
