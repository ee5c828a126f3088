import { listScimTokens, useServerData } from '@bizcard/shared/api';

/** The tenant's SCIM base URL and its tokens, newest first, revoked ones included. */
export function useScimTokens(tenantId: string) {
  return useServerData((signal) => listScimTokens(tenantId, signal), [tenantId]);
}
