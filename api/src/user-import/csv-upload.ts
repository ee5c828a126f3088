import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { CSV_TOO_LARGE, SELECT_CSV_FILE } from './messages';

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
const FILE_FIELD = 'csvFile';
const CSV_NAME = /\.csv$/i;

export interface ReceivedCsv {
  path: string;
  /** The name the file had on the person's computer. */
  fileName: string;
  remove(): Promise<void>;
}

/**
 * Saves the multipart field `csvFile` to a temporary file, streaming. The import then reads it
 * from disk, so a slow client never holds the database transaction (PGlite's only connection).
 */
export async function receiveCsv(request: FastifyRequest): Promise<ReceivedCsv> {
  if (!request.isMultipart()) throw new HttpError(400, SELECT_CSV_FILE);
  const part = await request.file({
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 20, parts: 21 },
  });
  if (!part || part.fieldname !== FILE_FIELD || !CSV_NAME.test(part.filename.trim())) {
    part?.file.resume();
    throw new HttpError(400, SELECT_CSV_FILE);
  }
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-csv-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload.csv');
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    await remove();
    throw error;
  }
  if (part.file.truncated) {
    await remove();
    throw new HttpError(413, CSV_TOO_LARGE);
  }
  return { path, fileName: part.filename.trim(), remove };
}
