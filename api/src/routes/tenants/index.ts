import {
  OWN_TENANT_DETAILS_ONLY as OWN_TENANT_ONLY,
  TENANT_TYPE_LABELS,
  type Tenant,
  type TenantListResponse,
} from '@bizcard/shared/model';
import { createTenantSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { reachesTenant, tenantReach } from '../../auth/access';
import { forbidden, HttpError, notFound, TENANT_NOT_FOUND } from '../../errors';
import { requireAdmin, requireSession, requireSuperAdmin } from '../../plugins/auth';
import { isUuid, parseBody } from '../../validation';
import { findTenant, insertTenant, listTenants } from './tenant-store';


/** Spec §7 "Tenants". Who reaches which tenant is decided by auth/access.ts. */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', async (request): Promise<TenantListResponse> => {
    const reach = tenantReach(requireAdmin(request));
    if (reach.kind === 'none') return { tenants: [] };
    const onlyId = reach.kind === 'one' ? reach.tenantId : undefined;
    return { tenants: await listTenants(request.db, onlyId) };
  });

  app.get<{ Params: { id: string } }>('/:id', async (request): Promise<Tenant> => {
    const principal = requireSession(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(TENANT_NOT_FOUND);
    if (!reachesTenant(principal, id)) throw forbidden(OWN_TENANT_ONLY);
    const tenant = await findTenant(request.db, id);
    if (!tenant) throw notFound(TENANT_NOT_FOUND);
    // End users read their own tenant (the /self guard needs its type), never its database.
    return principal.type === 'end_user' ? withoutDatabaseSettings(tenant) : tenant;
  });

  app.post('/', async (request, reply): Promise<Tenant> => {
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
    reply.code(201);
    return tenant;
  });
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
