import { errorMessage, uploadBatch } from '@bizcard/shared/api';
import {
  BATCH_MAX_FILE_BYTES,
  BATCH_MESSAGES,
  type BatchUploadResult,
} from '@bizcard/shared/model';
import { batchFileKind } from '@bizcard/shared/schemas';
import { type FormEvent, useState } from 'react';

/** Why a file cannot be sent, or null when it can. */
export function fileProblem(file: File): string | null {
  if (!batchFileKind(file.name)) return BATCH_MESSAGES.fileType;
  if (file.size > BATCH_MAX_FILE_BYTES) return BATCH_MESSAGES.tooLarge;
  return null;
}

/** The New Batch form: a name and a CSV or XLSX file, checked here and again by the API. */
export function useBatchUpload(tenantId: string) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchUploadResult | null>(null);

  function chooseFile(next: File | null) {
    const problem = next ? fileProblem(next) : null;
    setFileError(problem);
    setFile(problem ? null : next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !file) return setError(BATCH_MESSAGES.required);
    setError(null);
    setBusy(true);
    try {
      setResult(await uploadBatch(tenantId, { name: name.trim(), file }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setBusy(false);
  }

  return { name, setName, file, chooseFile, fileError, error, busy, result, submit };
}
