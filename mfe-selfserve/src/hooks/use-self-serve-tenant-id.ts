import { getSelfServeTenantId, rememberSelfServeTenantId } from '@bizcard/shared/stores';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The tenant of the self-serve flow: `?tenant_id=` when the link carries it (and remembered,
 * so later visits without it still know the tenant), else the remembered one.
 */
export function useSelfServeTenantId(): string | null {
  const [params] = useSearchParams();
  const fromQuery = params.get('tenant_id')?.trim() || null;

  useEffect(() => {
    if (fromQuery) rememberSelfServeTenantId(fromQuery);
  }, [fromQuery]);

  return fromQuery ?? getSelfServeTenantId();
}
