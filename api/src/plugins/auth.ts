import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../auth/principal';
import { loadCurrentUser } from '../auth/principal-store';
import { SESSION_COOKIE } from '../auth/session-cookies';
import { findSession } from '../auth/sessions';
import { ADMIN_ACCESS_REQUIRED, forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface AdminPrincipal extends Principal {
  type: 'admin';
}

/** Resolves the `sid` cookie to `request.principal` (null when absent, unknown or expired). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('principal', null);
    app.addHook('preHandler', async (request) => {
      const sid = request.cookies[SESSION_COOKIE];
      if (!sid) return;
      const session = await findSession(app.db, sid, app.clock());
      if (!session) return;
      const user = await loadCurrentUser(app.db, session);
      if (!user) return;
      request.principal = { type: session.type, id: session.id, user, sessionHash: session.idHash };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

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
