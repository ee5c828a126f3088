import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Banner, Button, PageHeader, PageTitle } from '@bizcard/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { BatchesTable } from './batches-table';

// The form loads only when someone opens it.
const NewBatchModal = lazy(() =>
  import('./new-batch-modal').then((module) => ({ default: module.NewBatchModal })),
);

/** Spec §2 "Batches screen": sample rows and a 'New Batch' upload for the selected tenant. */
export function BatchesPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader>
        <PageTitle>Batches</PageTitle>
        <Button onClick={() => setCreating(true)} disabled={!tenant}>
          New Batch
        </Button>
      </PageHeader>
      {!tenant && (
        <Banner tone="info">Select a tenant on the Tenants page to upload a batch.</Banner>
      )}
      <BatchesTable />
      {creating && tenant && (
        <Suspense fallback={null}>
          <NewBatchModal tenant={tenant} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
