import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { SelectTenantFirst } from '@bizcard/shared/ui';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '../messages';
import { BatchDetailView } from './batch-detail-view';
import { BatchListView } from './batch-list-view';

/**
 * Spec §2 "Batches screen" and issue 27: the selected tenant's card orders at
 * /tenants/batches, one of them at /tenants/batches/{batchId} (the shell routes both here).
 */
export function BatchesPage() {
  const { batchId } = useParams();
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!batchId) return <BatchListView tenant={tenant} />;
  if (!tenant) return <SelectTenantFirst title="Batch" message={MESSAGES.selectTenantForBatch} />;
  return <BatchDetailView key={batchId} tenant={tenant} batchId={batchId} />;
}
