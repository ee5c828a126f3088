import {
  type EndUser,
  REGISTRATION_MESSAGES,
  type RegistrationResponse,
  type SelfServeUserInfo,
} from '@bizcard/shared/model';
import { registrationSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { recordAudit } from '../../audit/record-audit';
import {
  consumeAuthToken,
  deleteUnusedTokens,
  issueAuthToken,
  peekAuthToken,
} from '../../auth/auth-tokens';
import { refuseDeactivated } from '../../auth/end-user-status';
import { resetLink, selfServeSignInUrl } from '../../auth/links';
import type { PrincipalRef } from '../../auth/principal';
import { isUniqueViolation, type Queryable, type Transactional } from '../../db/database';
import { forbidden, HttpError } from '../../errors';
import { passwordSetupMail } from '../../mail/templates';
import { isUuid, parseBody } from '../../validation';
import { toUserInfo } from '../self-serve/user-info';
import { findUserJson } from '../users/user-store';
import { countRefusedAddress, waitAfterRefusedAddresses } from './refused-addresses';

// Ids are 36 characters and tokens 43; a longer value is no link of ours.
const linkPart = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be given once` })
      .check(z.maxLength(200, `${label} is too long`)),
  );

const linkQuery = z.object({
  tenant_id: linkPart('tenant_id'),
  user_id: linkPart('user_id'),
  token: linkPart('token'),
});

interface LinkIds {
  tenantId: string;
  userId: string;
}

/**
 * The user a valid link names: the token's own user, who must be the link's user_id, in the
 * link's tenant_id, a user-managed tenant, and not registered yet. Anything else is one 403,
 * so a guess learns nothing about which part was wrong.
 */
async function registrableUser(
  q: Queryable,
  holder: PrincipalRef | null,
  { tenantId, userId }: LinkIds,
): Promise<void> {
  const refuse = forbidden(REGISTRATION_MESSAGES.invalidLink);
  if (holder?.type !== 'end_user' || !isUuid(userId) || !isUuid(tenantId)) throw refuse;
  if (holder.id !== userId.toLowerCase()) throw refuse;
  const { rows } = await q.query(
    `SELECT 1 FROM end_users u JOIN tenants t ON t.id = u.tenant_id
     WHERE u.id = $1 AND u.tenant_id = $2 AND t.tenant_type = 'user_managed'
       AND u.registered_at IS NULL`,
    [holder.id, tenantId.toLowerCase()],
  );
  if (rows.length === 0) throw refuse;
  // Only a valid link's holder learns it: the link works again once they are reactivated.
  await refuseDeactivated(q, holder);
}

const userInfo = async (q: Transactional, ids: LinkIds, publicUrl: string) =>
  toUserInfo(
    JSON.parse(
      (await findUserJson(q, ids.tenantId.toLowerCase(), ids.userId.toLowerCase(), publicUrl))!,
    ) as EndUser,
  );

/**
 * Spec §7 "Self-service" registration: signed out, a person holding a registration link
 * (decision 016) reads their prefill and registers once. No session: the token is the access,
 * and every query is bound to the token's user.
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const publicUrl = app.config.publicAppUrl;

  app.get('/self-serve/user-info', async (request): Promise<SelfServeUserInfo> => {
    const query = parseBody(linkQuery, request.query);
    const ids = { tenantId: query.tenant_id ?? '', userId: query.user_id ?? '' };
    const holder = query.token
      ? await peekAuthToken(app.db, 'registration', query.token, app.clock())
      : null;
    await registrableUser(app.systemDb, holder, ids);
    return userInfo(app.systemDb, ids, publicUrl);
  });

  app.put('/self-serve/user-info', async (request): Promise<RegistrationResponse> => {
    const body = parseBody(registrationSchema, request.body);
    const ids = { tenantId: body.tenant_id, userId: body.user_id };
    const now = app.clock();
    await app.systemDb
      .transaction(async (tx) => {
        // Used up first: a second, concurrent registration with the same link finds it used.
        const holder = await consumeAuthToken(tx, 'registration', body.token, now);
        await registrableUser(tx, holder, ids);
        await waitAfterRefusedAddresses(tx, ids.userId.toLowerCase(), now);
        await tx.query(
          `UPDATE end_users SET email = $2, registered_at = $3::timestamptz, updated_at = now()
           WHERE id = $1`,
          [ids.userId.toLowerCase(), body.email, now.toISOString()],
        );
        // The person's other links (decision 016) can no longer work: drop them.
        const person = { type: 'end_user' as const, id: ids.userId.toLowerCase() };
        await deleteUnusedTokens(tx, 'registration', person);
        await recordAudit(tx, {
          tenantId: ids.tenantId.toLowerCase(),
          actor: body.email,
          actorKind: 'end_user',
          action: 'self_serve.register',
          target: body.email,
          message: 'Registration completed',
        });
      })
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        // Another person's address: refused without saying so, and counted (refused-addresses).
        await countRefusedAddress(app.systemDb, ids.userId.toLowerCase(), now);
        throw new HttpError(409, REGISTRATION_MESSAGES.emailUnavailable);
      });
    const data = await userInfo(app.systemDb, ids, publicUrl);
    const person = { type: 'end_user' as const, id: data.id };
    const token = await app.db.transaction((tx) =>
      issueAuthToken(tx, 'password_reset', person, now),
    );
    const recipient = { type: 'end_user' as const, tenantId: data.tenant_id };
    const link = resetLink(app.config, undefined, token, recipient);
    const signInUrl = selfServeSignInUrl(app.config, data.tenant_id);
    await app.mailer.send(passwordSetupMail(data.email ?? body.email, link, signInUrl));
    return { message: REGISTRATION_MESSAGES.complete, data };
  });
}
