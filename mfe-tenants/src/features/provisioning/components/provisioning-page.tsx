import { SelectedTenantPage } from '../../../components/selected-tenant-page';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { ProvisioningView } from './provisioning-view';

/**
 * /tenants/provisioning: the selected tenant's SCIM base URL and tokens, for its directory to
 * provision people with.
 */
export function ProvisioningPage() {
  return (
    <SelectedTenantPage title={PAGE_TITLE} selectTenant={MESSAGES.selectTenant}>
      {(tenant) => <ProvisioningView key={tenant.id} tenantId={tenant.id} />}
    </SelectedTenantPage>
  );
}
