import type { CurrentUser, PasswordLoginResponse } from '@bizcard/shared/schemas';
import { passwordLoginSchema, selfServeLoginSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  assertNotThrottled,
  clearLoginFailures,
  recordLoginFailure,
} from '../../auth/login-throttle';
import { checkPassword } from '../../auth/passwords';
import {
  type Credentials,
  findAdminCredentials,
  findEndUserCredentials,
} from '../../auth/principal-store';
import { openSession, setSessionCookies } from '../../auth/session-cookies';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../errors';
import { normalizeEmail, parseBody } from '../../validation';
import { INVALID_CREDENTIALS, LOGIN_SUCCESSFUL } from './messages';

interface PasswordAttempt {
  email: string;
  password: string;
  find: (q: Queryable) => Promise<Credentials | null>;
}

/** Throttle, verify, record the outcome, open the session and set its cookies. */
async function signInWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: PasswordAttempt,
): Promise<CurrentUser> {
  const now = app.clock();
  const { rateLimit } = app.config;
  const key = { email: attempt.email, ip: request.ip };
  await assertNotThrottled(app.db, key, now, rateLimit);
  const credentials = await attempt.find(app.db);
  const valid = await checkPassword(attempt.password, credentials?.passwordHash ?? null);
  if (!credentials || !valid) {
    await recordLoginFailure(app.db, key, now, rateLimit);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const session = await app.db.transaction(async (tx) => {
    await clearLoginFailures(tx, attempt.email);
    return openSession(tx, credentials, now);
  });
  if (!session) throw new HttpError(401, INVALID_CREDENTIALS);
  setSessionCookies(reply, session, app.config.isProduction);
  return session.user;
}

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  app.post('/login/password', async (request, reply): Promise<PasswordLoginResponse> => {
    const body = parseBody(passwordLoginSchema, request.body);
    const email = normalizeEmail(body.email);
    const user = await signInWithPassword(app, request, reply, {
      email,
      password: body.password,
      find: (q) => findAdminCredentials(q, email),
    });
    return { message: LOGIN_SUCCESSFUL, tenant_name: user.tenant, user };
  });

  app.post('/self-serve-login', async (request, reply) => {
    const body = parseBody(selfServeLoginSchema, request.body);
    const email = normalizeEmail(body.email);
    const user = await signInWithPassword(app, request, reply, {
      email,
      password: body.password,
      find: (q) => findEndUserCredentials(q, email, body.tenant_id),
    });
    return { message: LOGIN_SUCCESSFUL, tenant_id: user.tenant_id, user };
  });
}
