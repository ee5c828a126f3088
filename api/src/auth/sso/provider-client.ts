import type { OAuthProviderName } from '@bizcard/shared/model';
import * as oidc from 'openid-client';

/** What single sign-on needs of a stored configuration. */
export interface SsoProvider {
  id: string;
  provider_name: OAuthProviderName;
  provider_url: string | null;
  oauth_tenant_id: string | null;
  client_id: string | null;
  updated_at: Date | string;
}

/** The provider's issuer: given for 'oidc', known for Microsoft and Google. */
export function issuerOf(provider: SsoProvider): URL | null {
  try {
    switch (provider.provider_name) {
      case 'oidc':
        return provider.provider_url ? new URL(provider.provider_url) : null;
      case 'azure':
        return provider.oauth_tenant_id
          ? new URL(
              `https://login.microsoftonline.com/${encodeURIComponent(provider.oauth_tenant_id)}/v2.0`,
            )
          : null;
      case 'google':
        return new URL('https://accounts.google.com');
      default:
        return null;
    }
  } catch {
    return null;
  }
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const MAX_CACHED = 200;
const TIMEOUT_SECONDS = 10;

interface Cached {
  config: oidc.Configuration;
  expires: number;
}

// Discovery fetches the provider's metadata: kept a few minutes per configuration version, so
// a sign-in costs one round trip to the provider less. An edit changes updated_at and the key.
const discovered = new Map<string, Cached>();

/**
 * The openid-client configuration of a provider. Plain-http issuers (a loopback test or
 * development provider) are allowed only outside production.
 */
export async function providerClient(
  provider: SsoProvider,
  clientSecret: string,
  { allowHttp }: { allowHttp: boolean },
): Promise<oidc.Configuration> {
  const issuer = issuerOf(provider);
  if (!issuer || !provider.client_id) throw new Error('the configuration names no issuer');
  const key = `${provider.id}|${new Date(provider.updated_at).getTime()}`;
  const cached = discovered.get(key);
  if (cached && cached.expires > Date.now()) return cached.config;
  const insecure = allowHttp && issuer.protocol === 'http:';
  const config = await oidc.discovery(
    issuer,
    provider.client_id,
    undefined,
    oidc.ClientSecretPost(clientSecret),
    { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
  );
  if (discovered.size >= MAX_CACHED) discovered.delete(discovered.keys().next().value as string);
  discovered.set(key, { config, expires: Date.now() + DISCOVERY_TTL_MS });
  return config;
}
