import { timingSafeEqual } from 'node:crypto';
import { type SsoAudience, YOUR_CARD_PATH } from '@bizcard/shared/model';
import {
  noBodySchema,
  ssoCallbackQuerySchema,
  ssoStartReplySchema,
  ssoStartSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { recordFailedSignIn } from '../../audit/sign-in-audit';
import { admitSsoStart } from '../../auth/login-throttle';
import { setSessionCookies } from '../../auth/session-cookies';
import { openDirectorySession } from '../../auth/sso/directory-sign-in';
import { providerClient } from '../../auth/sso/provider-client';
import { createAttempt, SSO_ATTEMPT_TTL_MS, takeAttempt } from '../../auth/sso/sso-attempts';
import { failureLocation, providerFailure, SsoFailure } from '../../auth/sso/sso-failure';
import { findSsoTarget } from '../../auth/sso/sso-target';
import { PUBLIC } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { normalizeEmail, parseBody } from '../../validation';
import type { ProviderRow } from '../oauth-providers/provider-record';
import { secretContext } from '../oauth-providers/provider-record';
import { findProviderById } from '../oauth-providers/provider-store';
import { NO_SSO_FOR_EMAIL, NO_SSO_FOR_TENANT, SSO_PROVIDER_DOWN } from './messages';
import { startSamlSignIn } from './saml-start';

// In production the browser refuses the cookie unless it is Secure, host-only and for path /.
const stateCookieName = (secure: boolean) => (secure ? '__Host-sso_state' : 'sso_state');

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const LANDING: Record<SsoAudience, string> = { self: YOUR_CARD_PATH, admin: '/tenants' };

/**
 * Single sign-on through a tenant's OpenID Connect provider (decision 018): the authorization
 * code flow with PKCE, `state` and `nonce`. The browser carries `state` in a cookie of its own
 * as well as through the provider, so a callback started elsewhere (or altered) is refused.
 */
export async function ssoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Single sign-on'];
  const secure = app.config.isProduction;
  const reach = {
    allowHttp: !app.config.isProduction,
    allowPrivate: app.config.ssoAllowPrivateIssuers,
  };

  const clientOf = (provider: ProviderRow) => {
    const secret = provider.client_secret_sealed
      ? app.secretBox.open(
          provider.client_secret_sealed,
          secretContext(provider.tenant_id, provider.provider_name),
        )
      : '';
    return providerClient(provider, secret, reach);
  };

  const start = {
    summary: "Starts a sign-on with the tenant's OpenID Connect provider: where the browser goes",
    tags,
    security: PUBLIC,
    body: ssoStartSchema,
    response: { 200: ssoStartReplySchema },
  };
  app.post('/sso/start', { schema: start }, async (request, reply) => {
    const body = parseBody(ssoStartSchema, request.body);
    const now = app.clock();
    await admitSsoStart(app.db, request.ip, now, app.config.attemptLimits);
    const email = body.email ? normalizeEmail(body.email) : null;
    const target = await findSsoTarget(app.systemDb, {
      email,
      tenantId: body.tenant_id,
      audience: body.audience,
    });
    if (!target) throw notFound(body.tenant_id ? NO_SSO_FOR_TENANT : NO_SSO_FOR_EMAIL);
    const provider = await findProviderById(app.systemDb, target.providerId);
    if (!provider) throw notFound(NO_SSO_FOR_TENANT);
    if (provider.provider_name === 'saml') {
      return {
        redirect_url: await startSamlSignIn(app, provider, body.audience, now, request.log),
      };
    }
    const client = await clientOf(provider).catch((error: unknown) => {
      request.log.warn({ reason: providerFailure(error).message }, 'sso discovery failed');
      throw new HttpError(502, SSO_PROVIDER_DOWN);
    });
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await createAttempt(
      app.systemDb,
      state,
      { ...target, audience: body.audience, codeVerifier, nonce },
      now,
    );
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: provider.redirect_uri,
      scope: [...new Set(['openid', ...provider.scopes])].join(' '),
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(email ? { login_hint: email } : {}),
    });
    reply.setCookie(stateCookieName(secure), state, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SSO_ATTEMPT_TTL_MS / 1000,
    });
    return { redirect_url: url.href };
  });

  const callback = {
    summary:
      "The provider's return: signs in and redirects (303) to the card or console, or to the failure page",
    tags,
    security: PUBLIC,
    querystring: ssoCallbackQuerySchema,
    response: { 303: noBodySchema },
  };
  app.get('/oidc/callback', { schema: callback }, async (request, reply) => {
    const cookieName = stateCookieName(secure);
    const cookieState = request.cookies[cookieName];
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    const queryState = request.query.state;
    // The browser's own state names the attempt: even a refused callback ends it for good.
    const attempt = cookieState ? await takeAttempt(app.systemDb, cookieState, app.clock()) : null;
    const audience = attempt?.audience ?? 'self';
    try {
      if (!cookieState || typeof queryState !== 'string' || !sameText(cookieState, queryState)) {
        throw new SsoFailure('state');
      }
      if (!attempt) throw new SsoFailure('expired');
      const landing = await signInFromCallback(request, reply, attempt, cookieState);
      return reply.redirect(landing, 303);
    } catch (error) {
      const failure = providerFailure(error);
      request.log.warn({ reason: failure.reason, detail: failure.message }, 'sso sign-in failed');
      // A callback without an attempt of ours is a stray request, not someone's sign-in.
      if (attempt) {
        await recordFailedSignIn(app.systemDb, {
          email: failure.email,
          tenantId: attempt.tenantId,
          reason: 'sso',
          detail: failure.reason,
        });
      }
      return reply.redirect(
        failureLocation(failure.reason, audience, attempt?.tenantId ?? null),
        303,
      );
    }
  });

  /** Code for tokens, tokens checked, the person found or made, the session opened. */
  async function signInFromCallback(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: NonNullable<Awaited<ReturnType<typeof takeAttempt>>>,
    state: string,
  ): Promise<string> {
    const provider = await findProviderById(app.systemDb, attempt.providerId);
    if (!provider) throw new SsoFailure('not_configured');
    const client = await clientOf(provider);
    const queryStart = request.url.indexOf('?');
    const query = queryStart >= 0 ? request.url.slice(queryStart) : '';
    const tokens = await oidc.authorizationCodeGrant(
      client,
      new URL(query, provider.redirect_uri),
      {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      },
    );
    const idClaims: Record<string, unknown> = tokens.claims() ?? {};
    const userInfo = await oidc
      .fetchUserInfo(client, tokens.access_token, String(idClaims.sub))
      .catch(() => ({}));
    const claims: Record<string, unknown> = { ...idClaims, ...userInfo };
    const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
    if (!email.includes('@') || claims.email_verified === false) throw new SsoFailure('no_email');
    const session = await openDirectorySession(
      app.systemDb,
      {
        tenantId: attempt.tenantId,
        providerId: provider.id,
        audience: attempt.audience,
        mappings: provider.field_mappings,
        subject: String(idClaims.sub),
        email,
        claims,
      },
      app.clock(),
    );
    setSessionCookies(reply, session, secure);
    return LANDING[attempt.audience];
  }
}
