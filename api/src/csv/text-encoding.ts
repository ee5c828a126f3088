import { isUtf8 } from 'node:buffer';
import { HttpError } from '../errors';

/** The answer to a file whose characters cannot be read for sure: never a guess stored. */
export const CSV_NOT_UTF8 = 'Save the file as CSV UTF-8 and upload it again';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const notUtf8 = () => new HttpError(400, CSV_NOT_UTF8);

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

// Bytes Windows-1252 leaves undefined: text in that code page never holds them.
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
// Text has no control characters but tab and line ends; NUL is what UTF-16 without BOM shows.
const isControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d;

/** Whether a well-formed UTF-8 sequence of two to four bytes starts at `i`. */
function utf8SequenceAt(bytes: Uint8Array, i: number): boolean {
  const lead = bytes[i]!;
  const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : 4;
  if (lead < 0xc2 || lead > 0xf4 || i + length > bytes.length) return false;
  for (let k = 1; k < length; k++) {
    const byte = bytes[i + k]!;
    if (byte < 0x80 || byte > 0xbf) return false;
  }
  return true;
}

/**
 * Whether bytes that are not UTF-8 read as Windows-1252 (Excel's "CSV" on Western Windows)
 * without doubt. Doubt is: a byte the code page leaves undefined or a control character; a
 * UTF-8 sequence among the other bytes (a file saved twice, or already mojibake); three
 * non-ASCII characters in a row, which Western text hardly has ('Größe' has two) and
 * Cyrillic, Greek or Asian code pages read this way nearly always do ('Иванов' in
 * Windows-1251 reads 'Èâàíîâ', '東京' in Shift-JIS '“Œ‹ž').
 */
export function isUnambiguousWindows1252(bytes: Uint8Array): boolean {
  let run = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (isControl(byte) || UNDEFINED_IN_1252.has(byte)) return false;
    if (byte < 0x80) {
      run = 0;
      continue;
    }
    run += 1;
    if (run >= 3 || utf8SequenceAt(bytes, i)) return false;
  }
  return true;
}

const SLICE_BYTES = 64 * 1024;

function* decodeSlices(bytes: Uint8Array, encoding: CsvEncoding): Generator<string> {
  // fatal: a malformed sequence throws instead of becoming U+FFFD; the BOM is dropped.
  const decoder = new TextDecoder(encoding, { fatal: true });
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    yield decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: true });
  }
  yield decoder.decode();
}

function isWellFormed(bytes: Uint8Array, encoding: CsvEncoding): boolean {
  try {
    // Decoded only to see that it decodes; the slices are dropped as they come.
    for (const _ of decodeSlices(bytes, encoding));
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of an uploaded text file: UTF-8 (with or without BOM), UTF-16 LE or BE with
 * their BOM, or Windows-1252 when the bytes are not UTF-8 and read as it without doubt.
 * Anything else is a 400 asking for UTF-8.
 */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  const withBom: CsvEncoding | null = startsWith(bytes, 0xef, 0xbb, 0xbf)
    ? 'utf-8'
    : startsWith(bytes, 0xff, 0xfe)
      ? 'utf-16le'
      : startsWith(bytes, 0xfe, 0xff)
        ? 'utf-16be'
        : null;
  if (withBom) {
    if (!isWellFormed(bytes, withBom)) throw notUtf8();
    return withBom;
  }
  if (isUtf8(bytes)) return 'utf-8';
  if (isUnambiguousWindows1252(bytes)) return 'windows-1252';
  throw notUtf8();
}

/** The text of the file in pieces of about 64 KB, for a streaming parser; see detectEncoding. */
export function decodeTextInSlices(bytes: Uint8Array): Generator<string> {
  return decodeSlices(bytes, detectEncoding(bytes));
}

/** The whole text of the file; see detectEncoding. */
export function decodeText(bytes: Uint8Array): string {
  return [...decodeTextInSlices(bytes)].join('');
}
