import { errorMessage, uploadBatch } from '@bizcard/shared/api';
import {
  BATCH_MAX_FILE_BYTES,
  BATCH_MESSAGES,
  type Batch,
  type BatchUploadResult,
} from '@bizcard/shared/model';
import { batchFileKind } from '@bizcard/shared/schemas';
import { type FormEvent, useState } from 'react';
import type { Notice } from '../lib/notice';
import { rejectedRows } from '../lib/rejected-rows';

/** Why a file cannot be sent, or null when it can. */
export function fileProblem(file: File): string | null {
  if (!batchFileKind(file.name)) return BATCH_MESSAGES.fileType;
  if (file.size > BATCH_MAX_FILE_BYTES) return BATCH_MESSAGES.tooLarge;
  return null;
}

/**
 * The New Batch form: a name and a CSV or XLSX file, checked here and again by the API, which
 * takes every row or none and then lists the rows at fault.
 */
export function useBatchUpload(tenantId: string, onCreated: (batch: Batch) => void) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchUploadResult | null>(null);

  function chooseFile(next: File | null) {
    const problem = next ? fileProblem(next) : null;
    setFileError(problem);
    setFile(problem ? null : next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !file) return setError({ tone: 'error', text: BATCH_MESSAGES.required });
    setError(null);
    setBusy(true);
    try {
      const created = await uploadBatch(tenantId, { name: name.trim(), file });
      setResult(created);
      onCreated(created);
    } catch (failure) {
      setError({ tone: 'error', text: errorMessage(failure), rows: rejectedRows(failure) });
    }
    setBusy(false);
  }

  return { name, setName, file, chooseFile, fileError, error, busy, result, submit };
}
