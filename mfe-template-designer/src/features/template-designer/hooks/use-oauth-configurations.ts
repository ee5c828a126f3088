import { listOAuthProviders, useServerData } from '@bizcard/shared/api';

/** The tenant's OAuth configurations, which the template's OAuth Provider selector offers. */
export function useOAuthConfigurations(tenantId: string) {
  return useServerData((signal) => listOAuthProviders(tenantId, signal), [tenantId]);
}
