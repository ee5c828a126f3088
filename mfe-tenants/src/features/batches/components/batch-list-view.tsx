import type { Tenant } from '@bizcard/shared/model';
import { Banner, Button, PageHeader, PageTitle } from '@bizcard/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { useBatches } from '../hooks/use-batches';
import { MESSAGES, PAGE_TITLE } from '../messages';
import { BatchList } from './batch-list';

// The form loads only when someone opens it.
const NewBatchModal = lazy(() =>
  import('./new-batch-modal').then((module) => ({ default: module.NewBatchModal })),
);

/** The Batches screen: 'New Batch' and the table of the selected tenant's batches. */
export function BatchListView({ tenant }: { tenant: Tenant | null }) {
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader>
        <PageTitle>{PAGE_TITLE}</PageTitle>
        <Button onClick={() => setCreating(true)} disabled={!tenant}>
          New Batch
        </Button>
      </PageHeader>
      {tenant ? (
        <TenantBatches tenant={tenant} creating={creating} onClose={() => setCreating(false)} />
      ) : (
        <Banner tone="info">{MESSAGES.selectTenant}</Banner>
      )}
    </>
  );
}

interface TenantBatchesProps {
  tenant: Tenant;
  creating: boolean;
  onClose: () => void;
}

function TenantBatches({ tenant, creating, onClose }: TenantBatchesProps) {
  const batches = useBatches(tenant.id);
  return (
    <>
      <BatchList tenant={tenant} batches={batches} />
      {creating && (
        <Suspense fallback={null}>
          <NewBatchModal tenant={tenant} onClose={onClose} onCreated={batches.add} />
        </Suspense>
      )}
    </>
  );
}
