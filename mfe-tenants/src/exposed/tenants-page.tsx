import { TENANT_PAGE_SIZE } from '../features/tenants/hooks/use-tenant-list';
import {
  askFirstTenantPageEarly,
  earlyFirstTenantPageSettled,
} from '../features/tenants/lib/early-first-page';

// The shell loads this module while it resolves the session (preload-route-remote.ts).
askFirstTenantPageEarly(TENANT_PAGE_SIZE);

/** The shell renders the page once the first page of tenants is in hand (load-remote-page.ts). */
export const ready = earlyFirstTenantPageSettled();

export { TenantsPage as default } from '../features/tenants/components/tenants-page';
