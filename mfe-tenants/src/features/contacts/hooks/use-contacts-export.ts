import { exportContacts } from '@bizcard/shared/api';
import { saveBlob } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import { EXPORT_FILE_NAME, MESSAGES } from '../messages';

/** Saves every contact of the tenant as contacts.csv, through the shared client. */
export function useContactsExport(tenantId: string) {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(async () => {
    setExporting(true);
    setFailure(null);
    try {
      saveBlob(await exportContacts(tenantId), EXPORT_FILE_NAME);
    } catch {
      setFailure(MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  }, [tenantId]);

  return { exporting, failure, run };
}
