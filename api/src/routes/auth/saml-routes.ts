import { type SsoAudience, YOUR_CARD_PATH } from '@bizcard/shared/model';
import { noBodySchema, samlAcsBodySchema, tenantPathSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordFailedSignIn } from '../../audit/sign-in-audit';
import { setSessionCookies } from '../../auth/session-cookies';
import { openDirectorySession } from '../../auth/sso/directory-sign-in';
import { checkSamlResponse } from '../../auth/sso/saml-assertion';
import {
  idpOf,
  samlClient,
  serviceProviderMetadata,
  serviceProviderOf,
} from '../../auth/sso/saml-client';
import { useAssertionOnce } from '../../auth/sso/saml-replay';
import { attemptAudience, takeAttempt } from '../../auth/sso/sso-attempts';
import { failureLocation, providerFailure, SsoFailure } from '../../auth/sso/sso-failure';
import { fileReply } from '../../docs/file-reply';
import { PUBLIC } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { isUuid, normalizeEmail, parseBody } from '../../validation';
import type { ProviderRow } from '../oauth-providers/provider-record';
import { findProvider } from '../oauth-providers/provider-store';
import { tenantExists } from '../tenants/tenant-store';
import { NO_SSO_FOR_TENANT } from './messages';
import { samlReach } from './saml-start';

const LANDING: Record<SsoAudience, string> = { self: YOUR_CARD_PATH, admin: '/tenants' };
const SAML_METADATA = 'application/samlmetadata+xml';
const FORM_BODY_LIMIT = 600 * 1024;

/** The InResponseTo an answer claims, read before it is trusted: only to offer the way back. */
const claimedRequestId = (samlResponse: string) =>
  /InResponseTo="([^"]{1,200})"/.exec(Buffer.from(samlResponse, 'base64').toString('utf8'))?.[1];

/**
 * SAML 2.0 sign-on (decision 057): the tenant's service provider metadata, and the Assertion
 * Consumer Service the identity provider posts its signed answer to (HTTP-POST binding).
 */
export async function samlRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Single sign-on'];
  const secure = app.config.isProduction;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const metadata = {
    summary: "The tenant's SAML service provider metadata: entity ID and ACS for its IdP",
    tags,
    security: PUBLIC,
    params: tenantPathSchema,
    response: { 200: fileReply('SAML 2.0 metadata (EntityDescriptor)', [SAML_METADATA]) },
  };
  app.get('/saml/:tenantId/metadata', { schema: metadata }, async (request, reply) => {
    const { tenantId } = request.params;
    if (!isUuid(tenantId) || !(await tenantExists(app.systemDb, tenantId))) {
      throw notFound(NO_SSO_FOR_TENANT);
    }
    return reply
      .type(SAML_METADATA)
      .header('cache-control', 'public, max-age=300')
      .send(await serviceProviderMetadata(app.config.publicAppUrl, tenantId.toLowerCase()));
  });

  const acs = {
    summary:
      "The IdP's signed answer: signs in and redirects (303) to the card or console, or to the failure page",
    tags,
    security: PUBLIC,
    params: tenantPathSchema,
    body: samlAcsBodySchema,
    response: { 303: noBodySchema },
  };
  // The identity provider's page posts here: another origin, and no session is read.
  app.post(
    '/saml/:tenantId/acs',
    { schema: acs, config: { anyOrigin: true } },
    async (request, reply) => {
      const tenantId = request.params.tenantId.toLowerCase();
      let provider: ProviderRow | null = null;
      let audience: SsoAudience = 'self';
      try {
        const body = parseBody(samlAcsBodySchema, request.body);
        const claimed = claimedRequestId(body.SAMLResponse);
        if (claimed) audience = (await attemptAudience(app.systemDb, claimed)) ?? audience;
        provider = isUuid(tenantId) ? await findProvider(app.systemDb, tenantId, 'saml') : null;
        if (!provider) throw new SsoFailure('not_configured');
        const landing = await signInFromAssertion(provider, body.SAMLResponse);
        audience = landing.audience;
        setSessionCookies(reply, landing.session, secure);
        return reply.redirect(LANDING[landing.audience], 303);
      } catch (error) {
        const failure = providerFailure(error);
        request.log.warn(
          { reason: failure.reason, detail: failure.message },
          'saml sign-in failed',
        );
        if (provider) {
          await recordFailedSignIn(app.systemDb, {
            email: failure.email,
            tenantId: provider.tenant_id,
            reason: 'sso',
            detail: failure.reason,
          });
        }
        return reply.redirect(
          failureLocation(failure.reason, audience, provider?.tenant_id ?? null),
          303,
        );
      }
    },
  );

  /**
   * Signature, audience, recipient and times (./saml-assertion), then the assertion used up
   * (a replay is refused before anything else), then the AuthnRequest it answers taken, and
   * the person signed in as OIDC's callback signs them in.
   */
  async function signInFromAssertion(provider: ProviderRow, samlResponse: string) {
    const idp = await idpOf(provider, samlReach(app));
    const { acsUrl } = serviceProviderOf(app.config.publicAppUrl, provider.tenant_id);
    const now = app.clock();
    const saml = await samlClient(app.config.publicAppUrl, provider.tenant_id, idp);
    const checked = await checkSamlResponse(saml, samlResponse, {
      acsUrl,
      idpEntityId: idp.entityId,
      now,
    });
    const fresh = await useAssertionOnce(
      app.systemDb,
      { tenantId: provider.tenant_id, providerId: provider.id, ...checked },
      now,
    );
    if (!fresh) throw new SsoFailure('saml_replayed', checked.assertionId);
    const attempt = await takeAttempt(app.systemDb, checked.requestId, now);
    if (!attempt || attempt.providerId !== provider.id) throw new SsoFailure('saml_request');
    const email = normalizeEmail(checked.email);
    if (!email.includes('@')) throw new SsoFailure('no_email');
    const session = await openDirectorySession(
      app.systemDb,
      {
        tenantId: provider.tenant_id,
        providerId: provider.id,
        audience: attempt.audience,
        mappings: provider.field_mappings,
        subject: checked.subject,
        email,
        claims: checked.claims,
      },
      now,
    );
    return { session, audience: attempt.audience };
  }
}
