import { randomBytes } from 'node:crypto';
import type { SsoAudience } from '@bizcard/shared/model';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { idpOf, samlClient } from '../../auth/sso/saml-client';
import { createAttempt } from '../../auth/sso/sso-attempts';
import { HttpError } from '../../errors';
import type { ProviderRow } from '../oauth-providers/provider-record';
import { SSO_PROVIDER_DOWN } from './messages';

/** Where sign-in may reach an identity provider (decision 031), from the API's settings. */
export const samlReach = (app: FastifyInstance) => ({
  allowHttp: !app.config.isProduction,
  allowPrivate: app.config.ssoAllowPrivateIssuers,
});

/**
 * Starts a SAML sign-in (decision 057): an AuthnRequest with an ID of our own, kept as a
 * sign-in attempt for ten minutes, so the ACS takes only an answer to it (InResponseTo).
 * Answers where the browser goes: the IdP's HTTP-Redirect single sign-on address.
 */
export async function startSamlSignIn(
  app: FastifyInstance,
  provider: ProviderRow,
  audience: SsoAudience,
  now: Date,
  log: FastifyBaseLogger,
): Promise<string> {
  const idp = await idpOf(provider, samlReach(app)).catch((error: unknown) => {
    log.warn({ reason: (error as Error).message }, 'saml metadata failed');
    throw new HttpError(502, SSO_PROVIDER_DOWN);
  });
  // An xs:ID must not start with a digit.
  const requestId = `_${randomBytes(20).toString('hex')}`;
  await createAttempt(
    app.systemDb,
    requestId,
    {
      tenantId: provider.tenant_id,
      providerId: provider.id,
      audience,
      codeVerifier: '',
      nonce: '',
    },
    now,
  );
  const saml = await samlClient(app.config.publicAppUrl, provider.tenant_id, idp, requestId);
  return saml.getAuthorizeUrlAsync('', undefined, {});
}
