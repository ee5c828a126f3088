import { Banner, Card, EmptyState, Spinner } from '@bizcard/shared/ui';
import type { TenantDetailsState } from '../hooks/use-tenant-details';
import { TenantDetailsList } from './tenant-details-list';

const ACCESS_DENIED = 'Access denied: You can only view your own tenant details.';

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
      return <Banner tone="error">{ACCESS_DENIED}</Banner>;
    case 'error':
      return <Banner tone="error">{details.message}</Banner>;
  }
}
