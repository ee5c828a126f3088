import {
  forgotPasswordSchema,
  type MessageResponse,
  resetPasswordSchema,
  selfServeForgotPasswordSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { consumeAuthToken, createAuthToken, deleteUnusedTokens } from '../../auth/auth-tokens';
import { resetLink } from '../../auth/links';
import { hashPassword } from '../../auth/passwords';
import type { PrincipalRef } from '../../auth/principal';
import {
  findAdminCredentials,
  findEndUserCredentials,
  setPasswordHash,
} from '../../auth/principal-store';
import { deleteSessionsOf } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors';
import { passwordResetMail } from '../../mail/templates';
import { normalizeEmail, parseBody } from '../../validation';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  SELF_SERVE_RESET_LINK_SENT,
} from './messages';

/** A new reset token; earlier unused ones stop working. */
function issueResetToken(db: Database, principal: PrincipalRef, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await deleteUnusedTokens(tx, 'password_reset', principal);
    return createAuthToken(tx, 'password_reset', principal, now);
  });
}

export async function resetRoutes(app: FastifyInstance): Promise<void> {
  app.post('/forgot-password', async (request): Promise<MessageResponse> => {
    const body = parseBody(forgotPasswordSchema, request.body);
    const email = normalizeEmail(body.email);
    const admin = await findAdminCredentials(app.db, email);
    if (admin) {
      const token = await issueResetToken(app.db, admin, app.clock());
      const link = resetLink(app.config, body.redirect_url, token);
      await app.mailer.send(passwordResetMail(email, link));
    }
    return { message: RESET_LINK_SENT };
  });

  app.post('/self-serve-forget-password', async (request): Promise<MessageResponse> => {
    const body = parseBody(selfServeForgotPasswordSchema, request.body);
    const email = normalizeEmail(body.email);
    const user = await findEndUserCredentials(app.db, email, body.tenant_id);
    if (user) {
      const token = await issueResetToken(app.db, user, app.clock());
      const link = resetLink(app.config, body.redirect_url, token, {
        slug: 'usermanagedtenant',
        token_type: 'multi_tenant_passwords',
        tenant_id: user.tenantId ?? '',
      });
      await app.mailer.send(passwordResetMail(email, link));
    }
    return { message: SELF_SERVE_RESET_LINK_SENT };
  });

  app.post('/reset-password', async (request): Promise<MessageResponse> => {
    const { token, password } = parseBody(resetPasswordSchema, request.body);
    // Hashed before the transaction: scrypt is slow and PGlite has one connection.
    const hash = await hashPassword(password);
    const now = app.clock();
    const current = request.principal;
    const done = await app.db.transaction(async (tx) => {
      const principal = await consumeAuthToken(tx, 'password_reset', token, now);
      if (!principal) return false;
      await setPasswordHash(tx, principal, hash);
      const samePerson = current?.type === principal.type && current.id === principal.id;
      await deleteSessionsOf(tx, principal, samePerson ? current.sessionHash : null);
      return true;
    });
    if (!done) throw new HttpError(400, RESET_LINK_INVALID);
    return { message: PASSWORD_RESET_DONE };
  });
}
