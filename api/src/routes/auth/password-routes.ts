import type { CurrentUser } from '@bizcard/shared/model';
import {
  passwordLoginReplySchema,
  passwordLoginSchema,
  selfServeLoginReplySchema,
  selfServeLoginSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordFailedSignIn, recordSignIn } from '../../audit/sign-in-audit';
import { auditDeactivated } from '../../auth/end-user-status';
import {
  type Attempt,
  admitSignIn,
  signInSucceeded,
  TooManyAttemptsError,
} from '../../auth/login-throttle';
import { checkPassword, hashPassword, needsRehash } from '../../auth/passwords';
import {
  type Credentials,
  findAdminCredentials,
  findEndUserCredentials,
  setPasswordHash,
} from '../../auth/principal-store';
import { openSession, setSessionCookies } from '../../auth/session-cookies';
import type { Queryable } from '../../db/database';
import { PUBLIC } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { normalizeEmail, parseBody } from '../../validation';
import { INVALID_CREDENTIALS, LOGIN_SUCCESSFUL } from './messages';

interface PasswordAttempt {
  email: string;
  password: string;
  find: (q: Queryable) => Promise<Credentials | null>;
}

/** Counts the attempt (429 over a limit); a refused one is recorded against its address. */
async function admitOrRecord(
  app: FastifyInstance,
  attempt: PasswordAttempt,
  key: Attempt,
  now: Date,
): Promise<void> {
  try {
    await admitSignIn(app.db, key, now, app.config.attemptLimits);
  } catch (error) {
    if (error instanceof TooManyAttemptsError) {
      const tenantId = (await attempt.find(app.systemDb))?.tenantId ?? null;
      await recordFailedSignIn(app.systemDb, {
        email: key.email,
        tenantId,
        reason: 'throttled',
        ip: key.ip,
      });
    }
    throw error;
  }
}

/**
 * Count the attempt (429 over a limit), verify, open the session and set its cookies. The
 * attempt is counted before the password is checked, in one statement, so parallel guesses
 * cannot slip past the limit; a right password then takes its attempt back.
 */
async function signInWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: PasswordAttempt,
): Promise<CurrentUser> {
  const now = app.clock();
  const key = { email: attempt.email, ip: request.ip };
  await admitOrRecord(app, attempt, key, now);
  const credentials = await attempt.find(app.systemDb);
  const valid = await checkPassword(attempt.password, credentials?.passwordHash ?? null);
  if (!credentials || !valid) {
    await recordFailedSignIn(app.systemDb, {
      email: attempt.email,
      tenantId: credentials?.tenantId ?? null,
      reason: credentials ? 'wrong_password' : 'unknown_address',
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  // Hashed before the transaction: scrypt is slow and PGlite has one connection.
  const rehash =
    credentials.passwordHash && needsRehash(credentials.passwordHash)
      ? await hashPassword(attempt.password)
      : null;
  const session = await app.systemDb
    .transaction(async (tx) => {
      await signInSucceeded(tx, key);
      if (rehash) await setPasswordHash(tx, credentials, rehash, { rehash: true });
      const opened = await openSession(tx, credentials, now);
      if (opened) await recordSignIn(tx, { type: credentials.type, user: opened.user }, 'password');
      return opened;
    })
    .catch((error: unknown) => auditDeactivated(app.systemDb, error));
  if (!session) throw new HttpError(401, INVALID_CREDENTIALS);
  setSessionCookies(reply, session, app.config.isProduction);
  return session.user;
}

const tags = ['Authentication'];

export async function passwordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminLogin = {
    summary: "An admin's sign-in with email and password (429 after too many attempts)",
    tags,
    security: PUBLIC,
    body: passwordLoginSchema,
    response: { 200: passwordLoginReplySchema },
  };
  app.post('/login/password', { schema: adminLogin }, async (request, reply) => {
    const body = parseBody(passwordLoginSchema, request.body);
    const email = normalizeEmail(body.email);
    const user = await signInWithPassword(app, request, reply, {
      email,
      password: body.password,
      find: (q) => findAdminCredentials(q, email),
    });
    return { message: LOGIN_SUCCESSFUL, tenant_name: user.tenant, user };
  });

  const selfServeLogin = {
    summary: "An end user's sign-in to a user-managed tenant (429 after too many attempts)",
    tags,
    security: PUBLIC,
    body: selfServeLoginSchema,
    response: { 200: selfServeLoginReplySchema },
  };
  app.post('/self-serve-login', { schema: selfServeLogin }, async (request, reply) => {
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
