import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { EmptyState, PageHeader, PageTitle } from '@bizcard/shared/ui';
import { Link } from 'react-router-dom';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { OAuthProvidersView } from './oauth-providers-view';

/** /tenants/oauth: the selected tenant's sign-in provider configurations (super admins). */
export function OAuthConfigPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant) {
    return (
      <>
        <PageHeader>
          <PageTitle>{PAGE_TITLE}</PageTitle>
        </PageHeader>
        <EmptyState>
          {MESSAGES.selectTenant} <Link to="/tenants">Go to Tenants</Link>
        </EmptyState>
      </>
    );
  }
  return <OAuthProvidersView key={tenant.id} tenantId={tenant.id} tenantName={tenant.name} />;
}
