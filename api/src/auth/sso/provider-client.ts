import type { OAuthProviderName } from '@bizcard/shared/model';
import * as oidc from 'openid-client';
import { PROVIDER_TIMEOUT_MS, type ProviderFetch, providerFetch } from './provider-fetch';

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
const TIMEOUT_SECONDS = PROVIDER_TIMEOUT_MS / 1000;

// One filtering fetch (and its agents) for each setting of SSO_ALLOW_PRIVATE_ISSUERS.
const fetches = new Map<boolean, ProviderFetch>();
/** The address-checking fetch every request to a provider goes through (decision 031). */
export function providerFetchFor(allowPrivate: boolean): ProviderFetch {
  let fetch = fetches.get(allowPrivate);
  if (!fetch) {
    fetch = providerFetch({ allowPrivate });
    fetches.set(allowPrivate, fetch);
  }
  return fetch;
}

interface Cached {
  config: oidc.Configuration;
  expires: number;
}

// Discovery fetches the provider's metadata: kept a few minutes per configuration version, so
// a sign-in costs one round trip to the provider less. An edit changes updated_at and the key.
const discovered = new Map<string, Cached>();

export interface ProviderReach {
  /** Plain-http issuers (a loopback test or development provider): only outside production. */
  allowHttp: boolean;
  /** Issuers on private or loopback addresses (SSO_ALLOW_PRIVATE_ISSUERS). */
  allowPrivate: boolean;
}

/**
 * The openid-client configuration of a provider. Its discovery and every later request
 * (keys, tokens, user info) go through the address-checking fetch of ./provider-fetch.
 */
export async function providerClient(
  provider: SsoProvider,
  clientSecret: string,
  { allowHttp, allowPrivate }: ProviderReach,
): Promise<oidc.Configuration> {
  const issuer = issuerOf(provider);
  if (!issuer || !provider.client_id) throw new Error('the configuration names no issuer');
  const key = `${provider.id}|${new Date(provider.updated_at).getTime()}|${allowPrivate}`;
  const cached = discovered.get(key);
  if (cached && cached.expires > Date.now()) return cached.config;
  const insecure = allowHttp && issuer.protocol === 'http:';
  const config = await oidc.discovery(
    issuer,
    provider.client_id,
    undefined,
    oidc.ClientSecretPost(clientSecret),
    {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: TIMEOUT_SECONDS,
      [oidc.customFetch]: providerFetchFor(allowPrivate),
    },
  );
  if (discovered.size >= MAX_CACHED) discovered.delete(discovered.keys().next().value as string);
  discovered.set(key, { config, expires: Date.now() + DISCOVERY_TTL_MS });
  return config;
}
