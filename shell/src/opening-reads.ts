// What a cold load reads ahead from the shell's first script (main.js), while the chunks with
// React and the router are still downloading: the session call everywhere, and on an address
// listed here the remote page's manifest, entry and chunk and its first API call, and the
// stored selected tenant's record, which the session store reads again before the page shows
// (restoreSelectedTenant). The router, the route table and the stores arrive with those
// chunks, so the addresses, the selection's storage key and its record's path are written here
// again; opening-reads.test.ts checks each against the code it repeats.
// docs/decisions/073-early-reads.md
import { SESSION_READ_PATH, startEarlyReads } from '@bizcard/shared/api';
import { readRemoteAhead } from './remotes/read-remote-ahead';

interface OpeningPage {
  remote: string;
  module: string;
  /** The page's first call, as the remote asks it (mfe-tenants: TENANT_PAGE_SIZE tenants). */
  firstRead: string;
}

/** Address → its remote page. A read no one takes costs one call, never a wrong screen. */
export const OPENING_PAGES: Readonly<Record<string, OpeningPage>> = {
  '/tenants': {
    remote: 'mfe_tenants',
    module: 'TenantsPage',
    firstRead: '/api/management/tenants?limit=24',
  },
};

/** Where the shared selected-tenant store keeps the selection (SELECTED_TENANT_KEY). */
const SELECTED_TENANT_KEY = 'selectedTenant';

/**
 * The read of the stored selection's record, as getTenant asks it. A read no one takes (a
 * client admin's own tenant differs, a non-admin) costs one call; a stale id is answered as
 * the restore's own call would be, or fails and the restore asks again.
 */
function storedTenantRead(): string[] {
  try {
    const id: unknown = JSON.parse(localStorage.getItem(SELECTED_TENANT_KEY) ?? 'null')?.id;
    return typeof id === 'string' ? [`/api/management/tenants/${encodeURIComponent(id)}`] : [];
  } catch {
    return [];
  }
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Starts the reads for the page at `location`. None on a page whose sign-in screen came in the
 * HTML: it is for a signed-out visitor, and hydrates without asking first.
 */
export function startOpeningReads(location: Pick<Location, 'pathname' | 'search'>): void {
  if (document.getElementById('root')?.firstElementChild) return;
  const page = location.search ? undefined : OPENING_PAGES[withoutTrailingSlash(location.pathname)];
  const pageRead = page ? [page.firstRead] : [];
  startEarlyReads([SESSION_READ_PATH, ...storedTenantRead(), ...pageRead]);
  if (page) readRemoteAhead(page.remote, page.module);
}
