import { errorMessage, setBatchStatus, uploadEncoderResult } from '@bizcard/shared/api';
import { type Batch, type BatchStatus, SELECT_CSV_FILE } from '@bizcard/shared/model';
import { useCallback, useState } from 'react';
import type { Notice } from '../lib/notice';
import { rejectedRows } from '../lib/rejected-rows';
import { MESSAGES } from '../messages';

interface BatchUpdatesOptions {
  tenantId: string;
  batchId: string;
  show: (notice: Notice | null) => void;
  /** The batch as the API answered after the change (its status, its encoded cards). */
  onBatch: (batch: Batch) => void;
  /** The cards changed too (chip UIDs recorded): read them again. */
  onCards: () => void;
}

/**
 * The encoder's result (card URL → chip UID), and the steps it does not take itself: 'Mark as
 * ready for encoding' (a Draft, stored before batches were orders) and 'Mark as shipped'.
 */
export function useBatchUpdates({
  tenantId,
  batchId,
  show,
  onBatch,
  onCards,
}: BatchUpdatesOptions) {
  const [busy, setBusy] = useState<'encoder-result' | 'status' | null>(null);

  const uploadResult = useCallback(
    async (file: File) => {
      if (!file.name.toLowerCase().endsWith('.csv')) {
        show({ tone: 'error', text: SELECT_CSV_FILE });
        return;
      }
      setBusy('encoder-result');
      show(null);
      try {
        const result = await uploadEncoderResult(tenantId, batchId, file);
        onBatch(result.batch);
        onCards();
        show({ tone: 'success', text: MESSAGES.encoderUploaded(result.recorded) });
      } catch (failure) {
        const text = MESSAGES.encoderFailed(errorMessage(failure));
        show({ tone: 'error', text, rows: rejectedRows(failure) });
      } finally {
        setBusy(null);
      }
    },
    [tenantId, batchId, show, onBatch, onCards],
  );

  const advance = useCallback(
    async (to: BatchStatus) => {
      setBusy('status');
      show(null);
      try {
        onBatch(await setBatchStatus(tenantId, batchId, to));
        show({ tone: 'success', text: MESSAGES.statusChanged(to) });
      } catch (failure) {
        show({ tone: 'error', text: errorMessage(failure) });
      } finally {
        setBusy(null);
      }
    },
    [tenantId, batchId, show, onBatch],
  );

  return { busy, uploadResult, advance };
}
