import type { Tenant } from '@bizcard/shared/model';
import { EmptyState, LoadFailed, Spinner } from '@bizcard/shared/ui';
import type { BatchesState } from '../hooks/use-batches';
import { MESSAGES } from '../messages';
import { BatchesTable } from './batches-table';

interface BatchListProps {
  tenant: Pick<Tenant, 'name'>;
  batches: BatchesState;
}

/** The tenant's batches as they load: a spinner, the failure with Retry, the empty state or the table. */
export function BatchList({ tenant, batches }: BatchListProps) {
  if (batches.status === 'loading') return <Spinner label={MESSAGES.loading} />;
  if (batches.status === 'error') {
    return <LoadFailed message={MESSAGES.loadFailed(batches.message)} onRetry={batches.reload} />;
  }
  if (batches.data.length === 0) return <EmptyState>{MESSAGES.empty(tenant.name)}</EmptyState>;
  return <BatchesTable tenantName={tenant.name} batches={batches.data} />;
}
