import { ApiError, errorMessage, getTenant } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { isClientAdmin } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';
import { useEffect, useState } from 'react';

export type TenantDetailsState =
  | { status: 'loading' }
  | { status: 'loaded'; tenant: Tenant }
  | { status: 'not-found' }
  | { status: 'denied' }
  | { status: 'error'; message: string };

/**
 * Loads one tenant. A client admin asking for another tenant is refused before any call;
 * the API refuses too (403), so a stale session cannot get around it.
 */
export function useTenantDetails(id: string): TenantDetailsState {
  const user = useSessionStore((state) => state.user);
  const deniedHere = isClientAdmin(user?.role) && user?.tenant_id !== id;
  const [state, setState] = useState<TenantDetailsState>({ status: 'loading' });

  useEffect(() => {
    if (deniedHere) return;
    if (!id) {
      setState({ status: 'not-found' });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    getTenant(id)
      .then((tenant) => {
        if (active) setState(tenant?.id ? { status: 'loaded', tenant } : { status: 'not-found' });
      })
      .catch((failure: unknown) => {
        if (active) setState(stateForFailure(failure));
      });
    return () => {
      active = false;
    };
  }, [id, deniedHere]);

  return deniedHere ? { status: 'denied' } : state;
}

function stateForFailure(failure: unknown): TenantDetailsState {
  if (failure instanceof ApiError && failure.status === 404) return { status: 'not-found' };
  if (failure instanceof ApiError && failure.status === 403) return { status: 'denied' };
  return { status: 'error', message: errorMessage(failure) };
}
