import { listTenants, type ServerDataResult, useServerData } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { useCallback } from 'react';

const byName = (a: Tenant, b: Tenant) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

type TenantList = ServerDataResult<Tenant[]> & {
  /** Shows a tenant created here without asking for the whole list again. */
  addTenant: (tenant: Tenant) => void;
};

/** Loads the tenants the signed-in admin may see, sorted by name. */
export function useTenantList(): TenantList {
  const tenants = useServerData(
    async (signal) => [...((await listTenants(signal)) ?? [])].sort(byName),
    [],
  );
  const { update } = tenants;
  const addTenant = useCallback(
    (tenant: Tenant) => update((current) => [...current, tenant].sort(byName)),
    [update],
  );
  return { ...tenants, addTenant };
}
