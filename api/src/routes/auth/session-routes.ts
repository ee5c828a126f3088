import { messageReplySchema, validateReplySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sha256 } from '../../auth/secrets';
import { clearSessionCookies, sessionCookieName } from '../../auth/session-cookies';
import { deleteSession } from '../../auth/sessions';
import { PUBLIC, SIGNED_IN } from '../../docs/route-docs';
import { requireSession } from '../../plugins/auth';
import { LOGGED_OUT } from './messages';

const tags = ['Authentication'];

export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const validate = {
    summary: 'Who is signed in (401 without a session)',
    tags,
    security: SIGNED_IN,
    response: { 200: validateReplySchema },
  };
  app.get('/validate', { schema: validate }, async (request) => {
    const { user } = requireSession(request);
    return { valid: true, role: user.role, user, tenant_id: user.tenant_id, tenant: user.tenant };
  });

  // Answers 200 without a session too: signing out must always leave the browser signed out.
  const logout = {
    summary: 'Signs out: ends the session and clears its cookies',
    tags,
    security: PUBLIC,
    response: { 200: messageReplySchema },
  };
  app.post('/logout', { schema: logout }, async (request, reply) => {
    const sid = request.cookies[sessionCookieName(app.config.isProduction)];
    if (sid) await deleteSession(app.db, sha256(sid));
    clearSessionCookies(reply, app.config.isProduction);
    return { message: LOGGED_OUT };
  });
}
