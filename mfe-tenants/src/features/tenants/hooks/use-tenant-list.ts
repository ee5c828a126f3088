import { listTenantPage, type TenantPage, useServerData } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { useCallback, useState } from 'react';
import { takeArrivedFirstTenantPage, takeEarlyFirstTenantPage } from '../lib/early-first-page';

/** Cards a page shows: a full grid of 2, 3 or 4 columns. */
export const TENANT_PAGE_SIZE = 24;

// One collator for every comparison: localeCompare with options builds a new one per call,
// which cost the first page of cards several milliseconds.
let nameCollator: Intl.Collator | undefined;
const byName = (a: Tenant, b: Tenant) => {
  nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  return nameCollator.compare(a.name, b.name);
};

const inNameOrder = (page: TenantPage): TenantPage => ({
  ...page,
  tenants: [...page.tenants].sort(byName),
});

/**
 * The tenants the signed-in admin may see, a page at a time, by name, searched on the server:
 * at 10,000 tenants a visit loads 24, not all of them.
 */
export function useTenantList() {
  const [search, setSearch] = useState('');
  // The `after` of each page up to the one shown: its length is the page number less one.
  const [trail, setTrail] = useState<string[]>([]);
  const after = trail.at(-1) ?? null;
  // The first page the screen's code asked for as it loaded (early-first-page.ts): when it has
  // come already, the first render shows it; when not, the first call takes it as it comes.
  const [arrived] = useState(() => {
    const page = takeArrivedFirstTenantPage();
    return page && inNameOrder(page);
  });
  const page = useServerData(
    async (signal): Promise<TenantPage> => {
      const early = !search && !after ? await takeEarlyFirstTenantPage() : null;
      const found =
        early ??
        (await listTenantPage({ q: search || undefined, limit: TENANT_PAGE_SIZE, after }, signal));
      return inNameOrder(found);
    },
    [search, after],
    { initial: arrived },
  );
  const next = page.status === 'ready' ? page.data.next : null;
  const { update } = page;

  const searchFor = useCallback((text: string) => {
    setSearch(text.trim());
    setTrail([]);
  }, []);
  const nextPage = useCallback(() => {
    if (next) setTrail((pages) => [...pages, next]);
  }, [next]);
  const previousPage = useCallback(() => setTrail((pages) => pages.slice(0, -1)), []);

  return {
    ...page,
    search,
    pageNumber: trail.length + 1,
    searchFor,
    nextPage: next ? nextPage : null,
    previousPage: trail.length > 0 ? previousPage : null,
    /** Shows a tenant created here on the page at once, in name order. */
    addTenant: useCallback(
      (tenant: Tenant) =>
        update((shown) => ({
          ...shown,
          tenants: [...shown.tenants, tenant].sort(byName),
          total: shown.total + 1,
        })),
      [update],
    ),
  };
}
