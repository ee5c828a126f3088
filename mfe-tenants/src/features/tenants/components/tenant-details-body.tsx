import { OWN_TENANT_DETAILS_ONLY } from '@bizcard/shared/model';
import { isSuperAdmin } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';
import { Banner, Card, EmptyState, Spinner } from '@bizcard/shared/ui';
import type { TenantDetailsState } from '../hooks/use-tenant-details';
import { CardPageSettingsForm } from './card-page-settings-form';
import { DomainsSection } from './domains-section';
import { TenantDetailsList } from './tenant-details-list';

/** What the details page shows below its header, for each state of the lookup. */
export function TenantDetailsBody({ details }: { details: TenantDetailsState }) {
  // Card page settings are a super admin's, as the template the cards are drawn with.
  const superAdmin = isSuperAdmin(useSessionStore((state) => state.user?.role));
  switch (details.status) {
    case 'loading':
      return <Spinner label="Loading tenant..." />;
    case 'loaded':
      return (
        <>
          <TenantDetailsList tenant={details.tenant} />
          {superAdmin && <CardPageSettingsForm tenantId={details.tenant.id} />}
          <DomainsSection tenantId={details.tenant.id} />
        </>
      );
    case 'not-found':
      return (
        <Card>
          <EmptyState>Tenant not found</EmptyState>
        </Card>
      );
    case 'denied':
      return <Banner tone="error">{OWN_TENANT_DETAILS_ONLY}</Banner>;
    case 'error':
      return <Banner tone="error">{details.message}</Banner>;
  }
}
