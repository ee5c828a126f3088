import { ApiError, getTenant, useServerData } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { isClientAdmin } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';

export type TenantDetailsState =
  | { status: 'loading' }
  | { status: 'loaded'; tenant: Tenant }
  | { status: 'not-found' }
  | { status: 'denied' }
  | { status: 'error'; message: string };

const LOADING: TenantDetailsState = { status: 'loading' };
const NOT_FOUND: TenantDetailsState = { status: 'not-found' };
const DENIED: TenantDetailsState = { status: 'denied' };

/**
 * Loads one tenant. A client admin asking for another tenant is refused before any call;
 * the API refuses too (403), so a stale session cannot get around it.
 */
export function useTenantDetails(id: string): TenantDetailsState {
  const user = useSessionStore((state) => state.user);
  const deniedHere = isClientAdmin(user?.role) && user?.tenant_id !== id;
  const asked = useServerData((signal) => getTenant(id, signal), [id], {
    enabled: Boolean(id) && !deniedHere,
  });

  if (deniedHere) return DENIED;
  switch (asked.status) {
    case 'idle':
      return NOT_FOUND; // no id in the address
    case 'loading':
      return LOADING;
    case 'ready':
      return asked.data ? { status: 'loaded', tenant: asked.data } : NOT_FOUND;
    case 'error':
      return stateForFailure(asked.error, asked.message);
  }
}

function stateForFailure(failure: unknown, message: string): TenantDetailsState {
  if (failure instanceof ApiError && failure.status === 404) return NOT_FOUND;
  if (failure instanceof ApiError && failure.status === 403) return DENIED;
  return { status: 'error', message };
}
