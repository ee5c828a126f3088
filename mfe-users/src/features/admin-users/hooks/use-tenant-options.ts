import { errorMessage, listTenants } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { useEffect, useState } from 'react';

interface TenantOptions {
  tenants: Tenant[];
  loading: boolean;
  error: string | null;
}

const byName = (a: Tenant, b: Tenant) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The tenants an admin user may be assigned to, by name. */
export function useTenantOptions(): TenantOptions {
  const [state, setState] = useState<TenantOptions>({ tenants: [], loading: true, error: null });

  useEffect(() => {
    let active = true;
    listTenants()
      .then((tenants) => {
        if (active)
          setState({ tenants: [...(tenants ?? [])].sort(byName), loading: false, error: null });
      })
      .catch((failure: unknown) => {
        if (active) setState({ tenants: [], loading: false, error: errorMessage(failure) });
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
