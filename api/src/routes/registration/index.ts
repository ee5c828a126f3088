import {
  type EndUser,
  REGISTRATION_MESSAGES,
  type RegistrationResponse,
  type SelfServeUserInfo,
} from '@bizcard/shared/model';
import { registrationSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { peekAuthToken } from '../../auth/auth-tokens';
import { refuseDeactivated } from '../../auth/end-user-status';
import type { PrincipalRef } from '../../auth/principal';
import type { Queryable, Transactional } from '../../db/database';
import { forbidden } from '../../errors';
import { isUuid, parseBody } from '../../validation';
import { toUserInfo } from '../self-serve/user-info';
import { findUserJson } from '../users/user-store';
import { countRegistrationAttempt } from './registration-attempts';
import { mailRegistration } from './registration-mail';

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

  /**
   * Answers the same for every address (decision 039): the answer is built before the address
   * is looked at, and what depends on it (one mail, a pending registration for a free
   * address) runs after the answer has left. Only a valid link gets this far, and each
   * attempt counts against the person.
   */
  app.put('/self-serve/user-info', async (request): Promise<RegistrationResponse> => {
    const body = parseBody(registrationSchema, request.body);
    const ids = { tenantId: body.tenant_id.toLowerCase(), userId: body.user_id.toLowerCase() };
    const now = app.clock();
    const holder = await peekAuthToken(app.db, 'registration', body.token, now);
    await registrableUser(app.systemDb, holder, ids);
    await countRegistrationAttempt(app.systemDb, ids.userId, now);
    // The person as stored: nothing about them changes until a mailed link is used.
    const data = await userInfo(app.systemDb, ids, publicUrl);
    app.runAfterResponse('registration mail', () =>
      mailRegistration(app, { ...ids, email: body.email }, now),
    );
    return { message: REGISTRATION_MESSAGES.complete, data };
  });
}
