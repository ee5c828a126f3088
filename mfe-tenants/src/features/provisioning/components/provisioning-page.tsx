import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Muted, PageHeader, PageTitle, SelectTenantFirst } from '@bizcard/shared/ui';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { ProvisioningView } from './provisioning-view';

/**
 * /tenants/provisioning: the selected tenant's SCIM base URL and tokens, for its directory to
 * provision people with (client admins have their own tenant selected for them).
 */
export function ProvisioningPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) return <SelectTenantFirst title={PAGE_TITLE} message={MESSAGES.selectTenant} />;
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{PAGE_TITLE}</PageTitle>
          <Muted>{tenant.name}</Muted>
        </div>
      </PageHeader>
      <ProvisioningView key={tenant.id} tenantId={tenant.id} />
    </>
  );
}
