import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { SelectTenantFirst } from '@bizcard/shared/ui';
import { MESSAGES } from '../messages';
import { TenantUsersView } from './tenant-users-view';

/** /tenants/users: the selected tenant's end users, or a prompt to select a tenant first. */
export function TenantUsersPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);

  if (!tenant) {
    return <SelectTenantFirst title="Tenant Users" message={MESSAGES.selectTenant} />;
  }
  // A new tenant starts from a clean slate: no stale rows, search or page from the last one.
  return <TenantUsersView key={tenant.id} tenant={tenant} />;
}
