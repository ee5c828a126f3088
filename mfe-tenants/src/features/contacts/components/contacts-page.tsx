import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Muted, PageHeader, PageTitle, SelectTenantFirst } from '@bizcard/shared/ui';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { ContactsView } from './contacts-view';

/**
 * /tenants/contacts: the details card visitors sent to the selected tenant's card owners
 * (client admins have their own tenant selected for them).
 */
export function ContactsPage() {
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
      <ContactsView key={tenant.id} tenantId={tenant.id} />
    </>
  );
}
