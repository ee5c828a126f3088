import { listAvailableOAuthProviders, useServerData } from '@bizcard/shared/api';
import { OAUTH_CATALOGUE, type OAuthCatalogueEntry } from '@bizcard/shared/model';

/**
 * The providers to offer, or null while they load: the API's list, or the built-in
 * catalogue when that call fails or answers none (spec §7).
 */
export function useProviderCatalogue(): readonly OAuthCatalogueEntry[] | null {
  const available = useServerData((signal) => listAvailableOAuthProviders(signal), []);
  if (available.status === 'loading') return null;
  return available.status === 'ready' && available.data.length > 0
    ? available.data
    : OAUTH_CATALOGUE;
}
