import { createHash } from 'node:crypto';
import { TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import type { Sharp } from 'sharp';
import { HttpError } from '../../errors';

/** An image as stored and served: re-encoded bytes, addressed by their SHA-256. */
export interface CardAsset {
  hash: string;
  ext: 'png' | 'jpg';
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

// A 5 MB file may still declare a huge canvas (a pixel bomb): decoding 30 MP takes ~120 MB.
export const MAX_INPUT_PIXELS = 30_000_000;
export const MAX_TEMPLATE_FILE_BYTES = TEMPLATE_IMAGE_MAX_BYTES;
const LOGO_MAX_WIDTH = 320;
const PHOTO_SIZE = 512;
const VCARD_PHOTO_SIZE = 256;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The type by its first bytes, whatever the file is called: a PNG named .jpg is a PNG. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

const asset = (bytes: Buffer, ext: CardAsset['ext']): CardAsset => ({
  hash: createHash('sha256').update(bytes).digest('hex'),
  ext,
  mediaType: ext === 'png' ? 'image/png' : 'image/jpeg',
  bytes,
});

// Loaded at the first image, not at start: libvips adds about 19 MB to the API's memory.
const loadSharp = async () => (await import('sharp')).default;

/**
 * Decodes with libvips' strictest setting (a warning such as a truncated file fails), turns
 * the image upright by its EXIF orientation, and drops every metadata block on output.
 */
async function decode(bytes: Buffer): Promise<Sharp> {
  if (bytes.length === 0) throw new HttpError(400, TEMPLATE_MESSAGES.imageEmpty);
  if (!sniffImage(bytes)) throw new HttpError(400, TEMPLATE_MESSAGES.imageType);
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
}

/** Maps libvips' failures to what a person can act on. */
async function encoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      throw new HttpError(413, TEMPLATE_MESSAGES.imageTooManyPixels);
    throw new HttpError(400, TEMPLATE_MESSAGES.imageUnreadable);
  }
}

/** A logo at most 320 px wide, in its own format (a PNG keeps its transparency). */
export const processLogo = (bytes: Buffer): Promise<CardAsset> =>
  encoded(async () => {
    const resized = (await decode(bytes)).resize({
      width: LOGO_MAX_WIDTH,
      withoutEnlargement: true,
    });
    return sniffImage(bytes) === 'png'
      ? asset(await resized.png({ compressionLevel: 9 }).toBuffer(), 'png')
      : asset(await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), 'jpg');
  });

/** A 512 px square photo for the page and a 256 px JPEG for the vCard's PHOTO. */
export const processPhoto = (bytes: Buffer): Promise<{ photo: CardAsset; vcard: CardAsset }> =>
  encoded(async () => {
    const square = await (await decode(bytes))
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const small = await (await loadSharp())(square)
      .resize(VCARD_PHOTO_SIZE, VCARD_PHOTO_SIZE)
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { photo: asset(square, 'jpg'), vcard: asset(small, 'jpg') };
  });
