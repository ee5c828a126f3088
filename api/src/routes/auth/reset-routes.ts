import {
  forgotPasswordSchema,
  messageReplySchema,
  resetPasswordSchema,
  selfServeForgotPasswordSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { consumeAuthToken, issueAuthToken } from '../../auth/auth-tokens';
import { mailRecipient, resetLink } from '../../auth/links';
import { admitMailRequest } from '../../auth/login-throttle';
import { hashPassword } from '../../auth/passwords';
import type { PrincipalRef } from '../../auth/principal';
import {
  findAdminCredentials,
  findEndUserCredentials,
  loadCurrentUser,
  setPasswordHash,
} from '../../auth/principal-store';
import { deleteSessionsOf } from '../../auth/sessions';
import type { Queryable } from '../../db/database';
import { PUBLIC } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { passwordResetMail } from '../../mail/templates';
import { normalizeEmail, parseBody } from '../../validation';
import { completeMailedRegistration } from '../registration/mailed-registration';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  SELF_SERVE_RESET_LINK_SENT,
} from './messages';

/** The person whose password a reset link set, in the reset's transaction. */
async function recordPasswordReset(tx: Queryable, principal: PrincipalRef): Promise<void> {
  const user = await loadCurrentUser(tx, principal);
  if (!user) return;
  await recordAudit(tx, {
    tenantId: user.tenant_id,
    ...auditActor({ type: principal.type, user }),
    action: 'auth.password_reset',
    target: user.email,
    message: 'Password set with an emailed reset link',
  });
}

interface ResetRequest {
  email: string;
  redirectUrl: string | undefined;
  find: () => Promise<(PrincipalRef & { tenantId: string | null }) | null>;
}

const tags = ['Authentication'];

/** A reset step's schema: open to anyone, answered with a message. */
const resetStep = (
  summary: string,
  body:
    | typeof forgotPasswordSchema
    | typeof resetPasswordSchema
    | typeof selfServeForgotPasswordSchema,
) => ({
  summary,
  tags,
  security: PUBLIC,
  body,
  response: { 200: messageReplySchema },
});

export async function resetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /**
   * Counted per email and address (429 over a limit); the look-up, the token (which voids
   * the older ones) and the mail come after the response, so its time says nothing about
   * whether the email has an account.
   */
  async function requestReset(request: FastifyRequest, reset: ResetRequest): Promise<void> {
    const now = app.clock();
    const attempt = { email: reset.email, ip: request.ip };
    await admitMailRequest(app.db, 'reset', attempt, now, app.config.attemptLimits);
    app.runAfterResponse('password reset', async () => {
      const principal = await reset.find();
      if (!principal) return;
      const token = await app.db.transaction((tx) =>
        issueAuthToken(tx, 'password_reset', principal, now),
      );
      // The link and the wording follow whose token it is, not the page that asked.
      const link = resetLink(app.config, reset.redirectUrl, token, principal);
      await app.mailer.send(
        passwordResetMail(reset.email, link, mailRecipient(app.config, principal)),
      );
    });
  }

  const forgot = resetStep(
    'Mails an admin (or end user) a reset link; the same answer whether or not the address is known',
    forgotPasswordSchema,
  );
  app.post('/forgot-password', { schema: forgot }, async (request) => {
    const body = parseBody(forgotPasswordSchema, request.body);
    const email = normalizeEmail(body.email);
    await requestReset(request, {
      email,
      redirectUrl: body.redirect_url,
      // An end user who reached the admin sign-in gets their own reset too, as with the
      // magic link there: it leads back to their self-serve sign-in.
      find: async () =>
        (await findAdminCredentials(app.systemDb, email)) ??
        (await findEndUserCredentials(app.systemDb, email)),
    });
    return { message: RESET_LINK_SENT };
  });

  const selfServeForgot = resetStep(
    'Mails an end user of a user-managed tenant a reset link; the same answer either way',
    selfServeForgotPasswordSchema,
  );
  app.post('/self-serve-forget-password', { schema: selfServeForgot }, async (request) => {
    const body = parseBody(selfServeForgotPasswordSchema, request.body);
    const email = normalizeEmail(body.email);
    await requestReset(request, {
      email,
      redirectUrl: body.redirect_url,
      find: () => findEndUserCredentials(app.systemDb, email, body.tenant_id),
    });
    return { message: SELF_SERVE_RESET_LINK_SENT };
  });

  const reset = resetStep(
    "Sets a new password with a mailed link's token (and completes a registration)",
    resetPasswordSchema,
  );
  app.post('/reset-password', { schema: reset }, async (request) => {
    const { token, password } = parseBody(resetPasswordSchema, request.body);
    // Hashed before the transaction: scrypt is slow and PGlite has one connection.
    const hash = await hashPassword(password);
    const now = app.clock();
    const current = request.principal;
    const done = await app.systemDb.transaction(async (tx) => {
      // A registration's first password also completes it (decision 039).
      const principal =
        (await consumeAuthToken(tx, 'password_reset', token, now)) ??
        (await completeMailedRegistration(tx, token, now));
      if (!principal) return false;
      await setPasswordHash(tx, principal, hash);
      await recordPasswordReset(tx, principal);
      const samePerson = current?.type === principal.type && current.id === principal.id;
      await deleteSessionsOf(tx, principal, samePerson ? current.sessionHash : null);
      return true;
    });
    if (!done) throw new HttpError(400, RESET_LINK_INVALID);
    return { message: PASSWORD_RESET_DONE };
  });
}
