import { apiGetBlob, downloadEncodingFile, errorMessage, qrSheetPath } from '@bizcard/shared/api';
import type { Batch } from '@bizcard/shared/model';
import { saveBlob } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import { batchFileName } from '../lib/batch-file-name';
import type { Notice } from '../lib/notice';
import { MESSAGES, type Paper } from '../messages';

export type BatchFileKind = 'encoding' | 'qr-sheet';

// A sheet of 10,000 people takes the API up to 30 s to draw (issue 27); the wire adds to that.
const QR_SHEET_TIMEOUT_MS = 120_000;

/** The encoder's CSV and the printable QR sheet, saved as files named after the batch. */
export function useBatchFiles(
  tenantId: string,
  batch: Pick<Batch, 'id' | 'name'>,
  show: (notice: Notice | null) => void,
) {
  const [busy, setBusy] = useState<BatchFileKind | null>(null);

  const save = useCallback(
    async (kind: BatchFileKind, fetchFile: () => Promise<Blob>, fileName: string) => {
      setBusy(kind);
      show(null);
      try {
        saveBlob(await fetchFile(), fileName);
      } catch (failure) {
        show({ tone: 'error', text: MESSAGES.downloadFailed(errorMessage(failure)) });
      } finally {
        setBusy(null);
      }
    },
    [show],
  );

  /** `awaitingOnly`: just the cards without a chip UID yet (replacements of lost cards). */
  const downloadEncoding = useCallback(
    (awaitingOnly: boolean) =>
      save(
        'encoding',
        () => downloadEncodingFile(tenantId, batch.id, awaitingOnly),
        batchFileName(batch.name, awaitingOnly ? 'encoding-awaiting.csv' : 'encoding.csv'),
      ),
    [save, tenantId, batch.id, batch.name],
  );

  const downloadQrSheet = useCallback(
    (paper: Paper) =>
      save(
        'qr-sheet',
        () => apiGetBlob(qrSheetPath(tenantId, batch.id, paper), QR_SHEET_TIMEOUT_MS),
        batchFileName(batch.name, `qr-sheet-${paper}.pdf`),
      ),
    [save, tenantId, batch.id, batch.name],
  );

  return { busy, downloadEncoding, downloadQrSheet };
}
