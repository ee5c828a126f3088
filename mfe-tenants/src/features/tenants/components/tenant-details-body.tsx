import { OWN_TENANT_DETAILS_ONLY } from '@bizcard/shared/model';
import { Banner, Card, EmptyState, Spinner } from '@bizcard/shared/ui';
import type { TenantDetailsState } from '../hooks/use-tenant-details';
import { TenantDetailsList } from './tenant-details-list';

/** What the details page shows below its header, for each state of the lookup. */
export function TenantDetailsBody({ details }: { details: TenantDetailsState }) {
  switch (details.status) {
    case 'loading':
      return <Spinner label="Loading tenant..." />;
    case 'loaded':
      return <TenantDetailsList tenant={details.tenant} />;
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
