import {
  getTenant,
  listTenantPage,
  type ServerDataResult,
  useServerData,
} from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { useRef } from 'react';

/** How many tenants the list offers at once; a search narrows the rest. */
export const TENANT_OPTION_LIMIT = 100;

export interface TenantOptions {
  /** The tenants to choose from, by name, the chosen one first when the search left it out. */
  tenants: Tenant[];
  /** How many tenants match the search, shown or not. */
  total: number;
}

const byName = (a: Tenant, b: Tenant) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The tenants an admin user may be assigned to: the first 100 that match `search`, by name.
 * At 10,000 tenants the modal loads a page, not all of them, and the tenant already chosen
 * stays in the list whatever the search.
 */
export function useTenantOptions(
  search: string,
  chosenId: string,
): ServerDataResult<TenantOptions> {
  const known = useRef(new Map<string, Tenant>());
  const chosen = useRef(chosenId);
  chosen.current = chosenId;
  return useServerData(
    async (signal) => {
      const page = await listTenantPage(
        { q: search || undefined, limit: TENANT_OPTION_LIMIT },
        signal,
      );
      for (const tenant of page.tenants) known.current.set(tenant.id, tenant);
      const id = chosen.current;
      if (id && !known.current.has(id)) {
        const tenant = await getTenant(id, signal);
        if (tenant) known.current.set(id, tenant);
      }
      const tenants = [...page.tenants].sort(byName);
      const kept = id ? known.current.get(id) : undefined;
      if (kept && !tenants.some((tenant) => tenant.id === id)) tenants.unshift(kept);
      return { tenants, total: page.total };
    },
    [search],
  );
}
