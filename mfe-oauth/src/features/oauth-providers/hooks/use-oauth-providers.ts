import { listOAuthProviders, useServerData } from '@bizcard/shared/api';

/** The tenant's configurations; none yet (a 404) is an empty list. */
export function useOAuthProviders(tenantId: string) {
  return useServerData((signal) => listOAuthProviders(tenantId, signal), [tenantId]);
}
