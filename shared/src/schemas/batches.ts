// Batch uploads (spec §7 "Batches"): the file-name rule the form and the API both apply.
import type { BatchFileKind } from '../model/batches';

/** The kind a file name says it is, or null for any other type. */
export function batchFileKind(fileName: string): BatchFileKind | null {
  const match = /\.(csv|xlsx)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as BatchFileKind) : null;
}
