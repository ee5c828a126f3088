import { errorMessage, listTenants } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { useCallback, useEffect, useState } from 'react';

const byName = (a: Tenant, b: Tenant) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

interface TenantList {
  tenants: Tenant[];
  loading: boolean;
  error: string | null;
  addTenant: (tenant: Tenant) => void;
}

/** Loads the tenants the signed-in admin may see, sorted by name. */
export function useTenantList(): TenantList {
  const [tenants, setTenants] = useState<Tenant[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    listTenants()
      .then((list) => {
        if (!active) return;
        setTenants([...(list ?? [])].sort(byName));
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setTenants([]);
        setError(errorMessage(failure));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);

  const addTenant = useCallback(
    (tenant: Tenant) => setTenants((current) => [...current, tenant].sort(byName)),
    [],
  );

  return { tenants, loading, error, addTenant };
}
