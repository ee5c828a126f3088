import { createHash } from 'node:crypto';

// Part of the ETag: bump it when the image's look (size, margin, level) changes.
const QR_STYLE = 'v1-m-8-2';

/** A PNG QR code of `text`: error correction M, 8 px modules, the standard quiet zone. */
export const qrPng = async (text: string): Promise<Buffer> =>
  // Loaded at the first QR code rather than at start, to keep the idle API small.
  (await import('qrcode')).default.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    scale: 8,
    margin: 4,
  });

/** Same text, same image: the tag is a digest of both. */
export const qrEtag = (text: string): string =>
  `"${createHash('sha256').update(`${QR_STYLE}\n${text}`).digest('base64url').slice(0, 27)}"`;
