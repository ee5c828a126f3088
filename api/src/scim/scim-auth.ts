import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Transactional, withScope } from '../db/database';
import type { TenantRef } from '../routes/users/tenant-access';
import { TOKEN_REQUIRED } from './messages';
import { ScimError } from './scim-errors';
import { type ActiveScimToken, findActiveScimTokenWithTenant } from './token-store';

/** Who a SCIM request acts as: its token, the token's tenant, and that tenant's rows only. */
export interface ScimCaller {
  token: ActiveScimToken;
  tenant: TenantRef;
  /** The database in the token's tenant scope (row-level security). */
  db: Transactional;
}

declare module 'fastify' {
  interface FastifyRequest {
    scim: ScimCaller | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves `Authorization: Bearer <token>` to the token's tenant before any SCIM route runs:
 * a missing, unknown or revoked token answers 401. Session cookies count for nothing here,
 * so an admin's browser session cannot drive the protocol.
 */
export function registerScimAuth(app: FastifyInstance): void {
  app.decorateRequest('scim', null);
  app.addHook('preHandler', async (request, reply) => {
    const raw = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = raw ? await findActiveScimTokenWithTenant(app.systemDb, raw) : null;
    if (!found) {
      reply.header('www-authenticate', 'Bearer realm="SCIM"');
      throw new ScimError(401, TOKEN_REQUIRED);
    }
    const { token, tenant } = found;
    const db = withScope(app.db, { tenantId: token.tenantId });
    request.scim = { token, tenant, db };
  });
}

/** The caller of a request that passed registerScimAuth's hook. */
export function scimCaller(request: FastifyRequest): ScimCaller {
  if (!request.scim) throw new ScimError(401, TOKEN_REQUIRED);
  return request.scim;
}

/** How audit entries name a SCIM change: the token's name, as the system acting. */
export const scimActor = (caller: ScimCaller) => ({
  actor: caller.token.name,
  actorKind: 'system' as const,
});
