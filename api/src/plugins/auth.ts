import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseScope } from '../auth/access';
import type { Principal } from '../auth/principal';
import { loadSessionUser } from '../auth/principal-store';
import { sessionCookieName } from '../auth/session-cookies';
import { findSession } from '../auth/sessions';
import { type Transactional, withScope } from '../db/database';
import { ADMIN_ACCESS_REQUIRED, forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The database as this request's principal may see it (row-level security scope). */
    db: Transactional;
  }
}

export interface AdminPrincipal extends Principal {
  type: 'admin';
}

/** Resolves the `sid` cookie to `request.principal` (null when absent, unknown or expired). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('db', null as unknown as Transactional);
    app.addHook('preHandler', async (request) => {
      request.principal = await resolvePrincipal(
        app,
        request.cookies[sessionCookieName(app.config.isProduction)],
      );
      const scope = databaseScope(request.principal);
      request.db = scope ? withScope(app.db, scope) : app.db;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

async function resolvePrincipal(
  app: FastifyInstance,
  sid: string | undefined,
): Promise<Principal | null> {
  if (!sid) return null;
  const session = await findSession(app.db, sid, app.clock());
  if (!session) return null;
  const user = await loadSessionUser(app.systemDb, session);
  return user ? { type: session.type, id: session.id, user, sessionHash: session.idHash } : null;
}

export function requireSession(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function requireAdmin(request: FastifyRequest): AdminPrincipal {
  const principal = requireSession(request);
  if (principal.type !== 'admin') throw forbidden(ADMIN_ACCESS_REQUIRED);
  return { ...principal, type: 'admin' };
}

export function requireSuperAdmin(
  request: FastifyRequest,
  message = 'Super admin access required',
): AdminPrincipal {
  const admin = requireAdmin(request);
  if (!admin.user.isSuperAdmin) throw forbidden(message);
  return admin;
}
