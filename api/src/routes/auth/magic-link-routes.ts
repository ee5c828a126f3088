import {
  type CallbackResponse,
  callbackSchema,
  type MagicLinkResponse,
  magicLinkRequestSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { consumeAuthToken, createAuthToken } from '../../auth/auth-tokens';
import { appUrl } from '../../auth/links';
import { findAdminCredentials, findEndUserCredentials } from '../../auth/principal-store';
import { openSession, setSessionCookies } from '../../auth/session-cookies';
import { HttpError } from '../../errors';
import { magicLinkMail } from '../../mail/templates';
import { normalizeEmail, parseBody } from '../../validation';
import { AUTHENTICATED, MAGIC_LINK_SENT, SIGN_IN_LINK_INVALID } from './messages';

export async function magicLinkRoutes(app: FastifyInstance): Promise<void> {
  // The answer is the same whether or not the email belongs to someone.
  app.post('/login', async (request): Promise<MagicLinkResponse> => {
    const email = normalizeEmail(parseBody(magicLinkRequestSchema, request.body).email);
    const principal =
      (await findAdminCredentials(app.db, email)) ?? (await findEndUserCredentials(app.db, email));
    if (principal) {
      const token = await createAuthToken(app.db, 'magic_link', principal, app.clock());
      const link = appUrl(app.config, '/auth/callback', { token }).toString();
      await app.mailer.send(magicLinkMail(email, link));
    }
    return { message: MAGIC_LINK_SENT, requires_mfa: false };
  });

  app.post('/callback', async (request, reply): Promise<CallbackResponse> => {
    const { token } = parseBody(callbackSchema, request.body);
    const now = app.clock();
    const result = await app.db.transaction(async (tx) => {
      const principal = await consumeAuthToken(tx, 'magic_link', token, now);
      if (!principal) return null;
      const session = await openSession(tx, principal, now);
      return session ? { principal, session } : null;
    });
    if (!result) throw new HttpError(401, SIGN_IN_LINK_INVALID);
    const { principal, session } = result;
    setSessionCookies(reply, session, app.config.isProduction);
    return {
      message: AUTHENTICATED,
      mode: principal.type === 'end_user' ? 'self' : 'admin',
      tenant_id: session.user.tenant_id,
      user: session.user,
    };
  });
}
