import type { Batch } from '@bizcard/shared/model';
import { useBatchFiles } from '../hooks/use-batch-files';
import { useBatchUpdates } from '../hooks/use-batch-updates';
import type { Notice } from '../lib/notice';
import { BatchToolbar } from './batch-toolbar';

interface BatchToolbarForProps {
  tenantId: string;
  batchId: string;
  batch: Batch;
  show: (notice: Notice | null) => void;
  onBatch: (batch: Batch) => void;
  onCards: () => void;
}

/** The toolbar wired to the batch's downloads and updates. */
export function BatchToolbarFor({ batch, ...options }: BatchToolbarForProps) {
  const files = useBatchFiles(options.tenantId, batch, options.show);
  const updates = useBatchUpdates(options);
  return (
    <BatchToolbar
      status={batch.status}
      downloading={files.busy}
      updating={updates.busy}
      onDownloadEncoding={files.downloadEncoding}
      onDownloadQrSheet={files.downloadQrSheet}
      onUploadResult={updates.uploadResult}
      onAdvance={updates.advance}
    />
  );
}
