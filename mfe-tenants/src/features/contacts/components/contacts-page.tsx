import { SelectedTenantPage } from '../../../components/selected-tenant-page';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { ContactsView } from './contacts-view';

/** /tenants/contacts: the details card visitors sent to the selected tenant's card owners. */
export function ContactsPage() {
  return (
    <SelectedTenantPage title={PAGE_TITLE} selectTenant={MESSAGES.selectTenant}>
      {(tenant) => <ContactsView key={tenant.id} tenantId={tenant.id} />}
    </SelectedTenantPage>
  );
}
