import type { MessageResponse, ValidateResponse } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../auth/secrets';
import { clearSessionCookies, sessionCookieName } from '../../auth/session-cookies';
import { deleteSession } from '../../auth/sessions';
import { requireSession } from '../../plugins/auth';
import { LOGGED_OUT } from './messages';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/validate', async (request): Promise<ValidateResponse> => {
    const { user } = requireSession(request);
    return { valid: true, role: user.role, user, tenant_id: user.tenant_id, tenant: user.tenant };
  });

  // Answers 200 without a session too: signing out must always leave the browser signed out.
  app.post('/logout', async (request, reply): Promise<MessageResponse> => {
    const sid = request.cookies[sessionCookieName(app.config.isProduction)];
    if (sid) await deleteSession(app.db, sha256(sid));
    clearSessionCookies(reply, app.config.isProduction);
    return { message: LOGGED_OUT };
  });
}
