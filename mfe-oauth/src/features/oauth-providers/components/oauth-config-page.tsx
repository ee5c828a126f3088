import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { SelectTenantFirst } from '@bizcard/shared/ui';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { OAuthProvidersView } from './oauth-providers-view';

/** /tenants/oauth: the selected tenant's sign-in provider configurations (super admins). */
export function OAuthConfigPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) {
    return <SelectTenantFirst title={PAGE_TITLE} message={MESSAGES.selectTenant} />;
  }
  return <OAuthProvidersView key={tenant.id} tenantId={tenant.id} tenantName={tenant.name} />;
}
