import { exportAuditLog } from '@bizcard/shared/api';
import type { AuditExportFormat } from '@bizcard/shared/model';
import { saveBlob } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import type { LogQuery } from '../lib/log-filters';
import { EXPORTS, MESSAGES } from '../messages';

/** Saves every entry the applied filters select, as CSV or the spec's plain lines. */
export function useLogExport(query: LogQuery) {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(
    async (format: AuditExportFormat) => {
      setExporting(true);
      setFailure(null);
      try {
        saveBlob(await exportAuditLog(query, format), EXPORTS[format].fileName);
      } catch {
        setFailure(MESSAGES.exportFailed);
      } finally {
        setExporting(false);
      }
    },
    [query],
  );

  return { exporting, failure, run };
}
