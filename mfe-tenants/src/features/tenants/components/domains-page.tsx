import { SelectedTenantPage } from '../../../components/selected-tenant-page';
import { DOMAIN_MESSAGES } from '../messages';
import { DomainsSection } from './domains-section';

/** /tenants/domains: the selected tenant's email domains for sign-on (decision 055). */
export function DomainsPage() {
  return (
    <SelectedTenantPage title={DOMAIN_MESSAGES.title} selectTenant={DOMAIN_MESSAGES.selectTenant}>
      {(tenant) => <DomainsSection key={tenant.id} tenantId={tenant.id} titled={false} />}
    </SelectedTenantPage>
  );
}
