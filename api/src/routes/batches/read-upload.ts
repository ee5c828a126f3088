import { BATCH_MESSAGES, type BatchFileKind } from '@bizcard/shared/model';
import { batchFileKind } from '@bizcard/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { ENCODER_FILE_REQUIRED } from './messages';

export interface BatchUpload {
  name: string;
  /** The form's tenant_id, when sent; the address names the tenant too. */
  tenantId: string | null;
  fileName: string;
  kind: BatchFileKind;
  content: Buffer;
}

const MAX_NAME_LENGTH = 200;

interface RawUpload {
  name: string;
  tenantId: string | null;
  file: { fileName: string; content: Buffer } | null;
}

/** Reads every part; a file whose name is not .csv or .xlsx is drained, not buffered. */
async function readParts(request: FastifyRequest): Promise<RawUpload> {
  const raw: RawUpload = { name: '', tenantId: null, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const fileName = part.filename ?? '';
      const wanted = part.fieldname === 'file' && batchFileKind(fileName) !== null;
      if (!wanted) part.file.resume();
      // A browser sends an unnamed empty part when no file was chosen: that is no file.
      if (part.fieldname !== 'file' || !fileName) continue;
      raw.file = { fileName, content: wanted ? await part.toBuffer() : Buffer.of() };
    } else if (part.fieldname === 'name') {
      raw.name = String(part.value ?? '').trim();
    } else if (part.fieldname === 'tenant_id') {
      raw.tenantId = String(part.value ?? '').trim() || null;
    }
  }
  return raw;
}

/** Maps the multipart plugin's limits to the messages a person can act on. */
function uploadFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, BATCH_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'Upload one file per batch');
  return error;
}

/** The multipart body {name, tenant_id, file} of a batch upload, checked in form order. */
export async function readBatchUpload(request: FastifyRequest): Promise<BatchUpload> {
  if (!request.isMultipart()) throw new HttpError(400, BATCH_MESSAGES.required);
  let raw: RawUpload;
  try {
    raw = await readParts(request);
  } catch (error) {
    throw uploadFailure(error);
  }
  const { name, tenantId, file } = raw;
  if (!name || !file) throw new HttpError(400, BATCH_MESSAGES.required);
  if (name.length > MAX_NAME_LENGTH) {
    throw new HttpError(400, `Name must be at most ${MAX_NAME_LENGTH} characters`);
  }
  const kind = batchFileKind(file.fileName);
  if (!kind) throw new HttpError(400, BATCH_MESSAGES.fileType);
  if (file.content.length === 0) throw new HttpError(400, 'The file is empty');
  return { name, tenantId, fileName: file.fileName, kind, content: file.content };
}

/** The multipart body {file} of the encoder's result: its name and bytes. */
export async function readEncoderUpload(
  request: FastifyRequest,
): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, ENCODER_FILE_REQUIRED);
  let file: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || !part.filename) {
        part.file.resume();
        continue;
      }
      file = { fileName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  if (!file || file.content.length === 0) throw new HttpError(400, ENCODER_FILE_REQUIRED);
  return file;
}
