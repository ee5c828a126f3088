import { ApiError } from '@bizcard/shared/api';
import type { Batch, BatchDetail, Tenant } from '@bizcard/shared/model';
import { EmptyState, LoadFailed, Spinner } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBatchDetail } from '../hooks/use-batch-detail';
import type { Notice } from '../lib/notice';
import { BATCHES_PATH, MESSAGES } from '../messages';
import { BatchCards } from './batch-cards';
import { BatchNotice } from './batch-notice';
import { BatchSummary } from './batch-summary';
import { BatchToolbarFor } from './batch-toolbar-for';

interface BatchDetailViewProps {
  tenant: Pick<Tenant, 'id'>;
  batchId: string;
}

/** One batch: what it is, its files for the encoder, the encoder's result, and its cards. */
export function BatchDetailView({ tenant, batchId }: BatchDetailViewProps) {
  const [offset, setOffset] = useState(0);
  const detail = useBatchDetail(tenant.id, batchId, offset);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { update, reload } = detail;
  const onBatch = useCallback(
    (batch: Batch) => update((held: BatchDetail) => ({ ...held, batch })),
    [update],
  );

  if (detail.status === 'loading') return <Spinner label={MESSAGES.loadingBatch} />;
  if (detail.status === 'error') {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <EmptyState>
          {MESSAGES.notFound} <Link to={BATCHES_PATH}>{MESSAGES.backToBatches}</Link>
        </EmptyState>
      );
    }
    return <LoadFailed message={MESSAGES.loadBatchFailed(detail.message)} onRetry={reload} />;
  }

  const { batch } = detail.data;
  const actions = { tenantId: tenant.id, batchId, show: setNotice, onCards: reload };
  return (
    <>
      <BatchSummary batch={batch} />
      <BatchToolbarFor batch={batch} {...actions} onBatch={onBatch} />
      <BatchNotice notice={notice} />
      <BatchCards detail={detail.data} {...actions} onOffset={setOffset} />
    </>
  );
}
