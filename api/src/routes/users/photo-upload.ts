import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { MAX_TEMPLATE_FILE_BYTES } from '../templates/card-images';
import { SELECT_PHOTO } from './messages';

/**
 * The multipart field `photo`, at most 5 MB (counted while it streams in: 413 beyond). Every
 * path that sets a person's photo reads it here: an admin's, and the person's own (self-serve).
 */
export async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(400, SELECT_PHOTO);
  try {
    const part = await request.file({ limits: { fileSize: MAX_TEMPLATE_FILE_BYTES, files: 1 } });
    if (part?.fieldname !== 'photo') throw new HttpError(400, SELECT_PHOTO);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new HttpError(400, TEMPLATE_MESSAGES.imageEmpty);
    return bytes;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, TEMPLATE_MESSAGES.imageTooLarge);
    }
    throw error;
  }
}
