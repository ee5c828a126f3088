import { TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_MESSAGES } from '../model';

const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

/**
 * Why a chosen file cannot be a logo or photo, or null when it is 1 byte to 5 MB and its first
 * bytes are a PNG's or a JPEG's, whatever it is called. Read before any preview or upload; the
 * API checks the whole file again.
 */
export async function checkImageFile(file: Blob): Promise<string | null> {
  if (file.size === 0) return TEMPLATE_MESSAGES.imageEmpty;
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return TEMPLATE_MESSAGES.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const known = SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
  return known ? null : TEMPLATE_MESSAGES.imageType;
}
