import { TENANT_PAGE_SIZE } from '../features/tenants/hooks/use-tenant-list';
import { askFirstTenantPageEarly } from '../features/tenants/lib/early-first-page';

// The shell loads this module while it resolves the session (preload-route-remote.ts).
askFirstTenantPageEarly(TENANT_PAGE_SIZE);

export { TenantsPage as default } from '../features/tenants/components/tenants-page';
