import { isClientAdmin, isSuperAdmin } from '@bizcard/shared/roles';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { Muted, PageHeader, PageTitle, SelectTenantFirst } from '@bizcard/shared/ui';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { LogsView } from './logs-view';

/**
 * /tenants/logs: the audit log. A super admin reads the selected tenant's entries, or every
 * tenant's with none selected; a client admin always reads their own tenant's.
 */
export function LogsPage() {
  const user = useSessionStore((state) => state.user);
  const selected = useSelectedTenantStore((state) => state.selectedTenant);
  const global = isSuperAdmin(user?.role) && !selected;
  const tenantId = isClientAdmin(user?.role) ? (user?.tenant_id ?? undefined) : selected?.id;

  if (!global && !tenantId) {
    return <SelectTenantFirst title={PAGE_TITLE} message={MESSAGES.selectTenant} />;
  }
  const scope = global ? MESSAGES.allTenants : selected?.id === tenantId ? selected?.name : null;
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{PAGE_TITLE}</PageTitle>
          {scope && <Muted>{scope}</Muted>}
        </div>
      </PageHeader>
      <LogsView key={tenantId ?? 'all'} tenantId={tenantId} />
    </>
  );
}
