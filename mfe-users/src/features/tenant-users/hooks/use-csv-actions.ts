import {
  downloadCsvTemplate,
  downloadUsersCsv,
  errorMessage,
  uploadUsersCsv,
} from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { saveBlob, useTimedMessage } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import { csvRowErrors } from '../lib/csv-row-errors';
import { type CsvDownloadKind, downloadFileName } from '../lib/download-file-name';
import { DURATIONS, MESSAGES } from '../messages';
import { useCsvStatus } from './use-csv-status';

export type CsvBusy = CsvDownloadKind | 'upload' | null;

const DOWNLOADS = {
  template: {
    fetch: downloadCsvTemplate,
    done: MESSAGES.templateDownloaded,
    failed: MESSAGES.templateDownloadFailed,
  },
  users: {
    fetch: downloadUsersCsv,
    done: MESSAGES.usersDownloaded,
    failed: MESSAGES.usersDownloadFailed,
  },
} as const;

/**
 * Template and user downloads, and the bulk upload. Failures and upload results go to the
 * status banner; a finished download is a toast, because the banner's colour rule (spec §2)
 * would paint 'download completed!' red.
 */
export function useCsvActions(tenant: Pick<Tenant, 'id' | 'name'>, onUploaded: () => void) {
  const [status, showStatus] = useCsvStatus();
  const [toast, showToast] = useTimedMessage(DURATIONS.toast);
  const [busy, setBusy] = useState<CsvBusy>(null);

  const download = useCallback(
    async (kind: CsvDownloadKind) => {
      const { fetch, done, failed } = DOWNLOADS[kind];
      setBusy(kind);
      showStatus(null);
      try {
        const blob = await fetch(tenant.id);
        if (!blob || blob.size === 0) {
          showStatus({ text: MESSAGES.emptyFile });
          return;
        }
        saveBlob(blob, downloadFileName(kind, tenant.name));
        showToast(done);
      } catch {
        showStatus({ text: failed });
      } finally {
        setBusy(null);
      }
    },
    [tenant.id, tenant.name, showStatus, showToast],
  );

  const upload = useCallback(
    async (file: File) => {
      if (!file.name.toLowerCase().endsWith('.csv')) {
        showStatus({ text: MESSAGES.notCsv });
        return;
      }
      setBusy('upload');
      showStatus(null);
      try {
        const { created, updated, unchanged, message } = await uploadUsersCsv(tenant.id, file);
        const counted = typeof created === 'number' && typeof updated === 'number';
        const text = counted
          ? MESSAGES.uploaded(created, updated, typeof unchanged === 'number' ? unchanged : 0)
          : MESSAGES.csvMessage(message || 'upload complete');
        showStatus({ text }, DURATIONS.uploadResult);
        onUploaded();
      } catch (failure) {
        const text = MESSAGES.uploadFailed(errorMessage(failure));
        showStatus({ text, errors: csvRowErrors(failure) });
      } finally {
        setBusy(null);
      }
    },
    [tenant.id, showStatus, onUploaded],
  );

  const downloadTemplate = useCallback(() => download('template'), [download]);
  const downloadUsers = useCallback(() => download('users'), [download]);
  return { status, toast, busy, downloadTemplate, downloadUsers, upload };
}

export type CsvActions = ReturnType<typeof useCsvActions>;
