import type { OAuthProviderName } from '@bizcard/shared/model';
import * as oidc from 'openid-client';
import {
  issuerOf,
  type ProviderReach,
  providerFetchFor,
  type SsoProvider,
} from '../../auth/sso/provider-client';
import { PROVIDER_TIMEOUT_MS } from '../../auth/sso/provider-fetch';

/**
 * What the provider said of new credentials: `accepted` (it authenticated the client),
 * `refused` (it did not), `unchecked` (the protocol offers no check: GitHub, Facebook,
 * LinkedIn), `unreachable` (no answer that tells either way).
 */
export type SecretCheck = 'accepted' | 'refused' | 'unchecked' | 'unreachable';

// Microsoft Entra answers a client_credentials request without a scope with invalid_request
// before it looks at the secret; every app may ask for its own Graph default scope.
const SCOPE: Partial<Record<OAuthProviderName, string>> = {
  azure: 'https://graph.microsoft.com/.default',
};

// The provider authenticated the client and only then refused the grant: the secret is good.
const CLIENT_AUTHENTICATED = new Set(['unauthorized_client', 'unsupported_grant_type']);

function verdict(error: unknown): SecretCheck {
  const { error: code, status } = (error ?? {}) as { error?: unknown; status?: unknown };
  if (code === 'invalid_client' || status === 401) return 'refused';
  if (typeof code === 'string' && CLIENT_AUTHENTICATED.has(code)) return 'accepted';
  return 'unreachable';
}

/**
 * Asks the provider's token endpoint (found by OpenID Connect discovery of the issuer) for a
 * client_credentials token with the new secret, through the same address-checking fetch as
 * sign-in (decision 031): nothing on a private address is reached unless allowed. The token,
 * if any, is dropped at once. See decision 052.
 */
export async function checkClientSecret(
  provider: SsoProvider,
  secret: string,
  { allowHttp, allowPrivate }: ProviderReach,
): Promise<SecretCheck> {
  const issuer = issuerOf(provider);
  if (!issuer || !provider.client_id) return 'unchecked';
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      issuer,
      provider.client_id,
      undefined,
      oidc.ClientSecretPost(secret),
      {
        execute: allowHttp && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_MS / 1000,
        [oidc.customFetch]: providerFetchFor(allowPrivate),
      },
    );
  } catch {
    return 'unreachable';
  }
  const scope = SCOPE[provider.provider_name];
  try {
    await oidc.clientCredentialsGrant(config, scope ? { scope } : {});
    return 'accepted';
  } catch (error) {
    return verdict(error);
  }
}
