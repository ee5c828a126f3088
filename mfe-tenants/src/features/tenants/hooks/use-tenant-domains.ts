import { listTenantDomains, useServerData } from '@bizcard/shared/api';
import type { TenantDomain } from '@bizcard/shared/model';
import { useCallback } from 'react';

const byName = (a: TenantDomain, b: TenantDomain) => a.domain.localeCompare(b.domain);

/**
 * A tenant's domains, loaded once and then kept as the section changes them: an added or
 * checked domain replaces its row, a removed one leaves.
 */
export function useTenantDomains(tenantId: string) {
  const asked = useServerData((signal) => listTenantDomains(tenantId, signal), [tenantId]);
  const { update } = asked;
  const keep = useCallback(
    (domain: TenantDomain) =>
      update((data) => ({
        ...data,
        domains: [...data.domains.filter((other) => other.id !== domain.id), domain].sort(byName),
      })),
    [update],
  );
  const drop = useCallback(
    (id: string) =>
      update((data) => ({ ...data, domains: data.domains.filter((domain) => domain.id !== id) })),
    [update],
  );
  return { asked, keep, drop };
}
