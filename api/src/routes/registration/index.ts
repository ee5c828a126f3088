import { type EndUser, REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import {
  registrationLinkQuerySchema,
  registrationReplySchema,
  registrationSchema,
  selfServeUserInfoSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { peekAuthToken } from '../../auth/auth-tokens';
import { refuseDeactivated } from '../../auth/end-user-status';
import type { PrincipalRef } from '../../auth/principal';
import type { Queryable, Transactional } from '../../db/database';
import { PUBLIC } from '../../docs/route-docs';
import { forbidden } from '../../errors';
import { isUuid, parseBody } from '../../validation';
import { toUserInfo } from '../self-serve/user-info';
import { findUserJson } from '../users/user-store';
import { countRegistrationAttempt } from './registration-attempts';
import { mailRegistration } from './registration-mail';

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
export async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicAppUrl;
  const tags = ['Self-service'];

  const prefill = {
    summary: "A registration link's person, to prefill the form; the link's token is the access",
    tags,
    security: PUBLIC,
    querystring: registrationLinkQuerySchema,
    response: { 200: selfServeUserInfoSchema },
  };
  app.get('/self-serve/user-info', { schema: prefill }, async (request) => {
    const query = request.query;
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
  const register = {
    summary: 'Registers through a link: the same answer for every address (decision 039)',
    tags,
    security: PUBLIC,
    body: registrationSchema,
    response: { 200: registrationReplySchema },
  };
  app.put('/self-serve/user-info', { schema: register }, async (request) => {
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
