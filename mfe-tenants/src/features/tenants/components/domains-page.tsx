import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Muted, PageHeader, PageTitle, SelectTenantFirst } from '@bizcard/shared/ui';
import { DOMAIN_MESSAGES } from '../messages';
import { DomainsSection } from './domains-section';

/**
 * /tenants/domains: the selected tenant's email domains for sign-on (decision 055); client
 * admins have their own tenant selected for them, super admins pick one.
 */
export function DomainsPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) {
    return (
      <SelectTenantFirst title={DOMAIN_MESSAGES.title} message={DOMAIN_MESSAGES.selectTenant} />
    );
  }
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{DOMAIN_MESSAGES.title}</PageTitle>
          <Muted>{tenant.name}</Muted>
        </div>
      </PageHeader>
      <DomainsSection key={tenant.id} tenantId={tenant.id} titled={false} />
    </>
  );
}
