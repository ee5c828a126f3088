import {
  callbackReplySchema,
  callbackSchema,
  magicLinkReplySchema,
  magicLinkRequestSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordSignIn } from '../../audit/sign-in-audit';
import { consumeAuthToken, issueAuthToken } from '../../auth/auth-tokens';
import { auditDeactivated } from '../../auth/end-user-status';
import { magicLink, mailRecipient } from '../../auth/links';
import { admitMailRequest } from '../../auth/login-throttle';
import { findAdminCredentials, findEndUserCredentials } from '../../auth/principal-store';
import { openSession, setSessionCookies } from '../../auth/session-cookies';
import { PUBLIC } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { magicLinkMail } from '../../mail/templates';
import { normalizeEmail, parseBody } from '../../validation';
import { AUTHENTICATED, MAGIC_LINK_SENT, SIGN_IN_LINK_INVALID } from './messages';

const tags = ['Authentication'];

export async function magicLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const login = {
    summary: 'Mails a sign-in link; the same answer whether or not the address is known',
    tags,
    security: PUBLIC,
    body: magicLinkRequestSchema,
    response: { 200: magicLinkReplySchema },
  };
  // The same answer, in the same time, whether or not the email belongs to someone: the
  // look-up, the token and the mail all happen after the response.
  app.post('/login', { schema: login }, async (request) => {
    const email = normalizeEmail(parseBody(magicLinkRequestSchema, request.body).email);
    const now = app.clock();
    await admitMailRequest(
      app.db,
      'magic-link',
      { email, ip: request.ip },
      now,
      app.config.attemptLimits,
    );
    app.runAfterResponse('magic link', async () => {
      const principal =
        (await findAdminCredentials(app.systemDb, email)) ??
        (await findEndUserCredentials(app.systemDb, email));
      if (!principal) return;
      const token = await app.db.transaction((tx) =>
        issueAuthToken(tx, 'magic_link', principal, now),
      );
      const link = magicLink(app.config, token, principal);
      await app.mailer.send(magicLinkMail(email, link, mailRecipient(app.config, principal)));
    });
    return { message: MAGIC_LINK_SENT, requires_mfa: false };
  });

  const callback = {
    summary: 'Signs in with the token of a mailed link and sets the session cookies',
    tags,
    security: PUBLIC,
    body: callbackSchema,
    response: { 200: callbackReplySchema },
  };
  app.post('/callback', { schema: callback }, async (request, reply) => {
    const { token } = parseBody(callbackSchema, request.body);
    const now = app.clock();
    const result = await app.systemDb
      .transaction(async (tx) => {
        const principal = await consumeAuthToken(tx, 'magic_link', token, now);
        if (!principal) return null;
        const session = await openSession(tx, principal, now);
        if (!session) return null;
        await recordSignIn(tx, { type: principal.type, user: session.user }, 'magic_link');
        return { principal, session };
      })
      .catch((error: unknown) => auditDeactivated(app.systemDb, error));
    if (!result) throw new HttpError(401, SIGN_IN_LINK_INVALID);
    const { principal, session } = result;
    setSessionCookies(reply, session, app.config.isProduction);
    return {
      message: AUTHENTICATED,
      mode: principal.type === 'end_user' ? ('self' as const) : ('admin' as const),
      tenant_id: session.user.tenant_id,
      user: session.user,
    };
  });
}
