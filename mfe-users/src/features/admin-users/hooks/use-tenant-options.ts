import { listTenants, type ServerDataResult, useServerData } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';

const byName = (a: Tenant, b: Tenant) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The tenants an admin user may be assigned to, by name. */
export function useTenantOptions(): ServerDataResult<Tenant[]> {
  return useServerData(async (signal) => [...((await listTenants(signal)) ?? [])].sort(byName), []);
}
