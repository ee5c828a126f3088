import type { BatchRejectedRow } from '@bizcard/shared/model';
import { BATCH_MESSAGES } from '@bizcard/shared/model';
import { detectDelimiter, headerKey } from '../../csv/csv-dialect';
import { parseCsv } from '../../csv/csv-parse';
import { decodeText } from '../../csv/text-encoding';
import { HttpError } from '../../errors';
import { ENCODER_COLUMNS_REQUIRED, ENCODER_NO_ROWS } from './messages';

/** One chip the encoder wrote: the card address it holds, and the chip's UID. */
export interface EncodedChip {
  row: number;
  slug: string;
  uid: string;
}

// Header titles encoders write, by headerKey ('Card URL', 'card_url', 'UID', 'Chip ID').
const URL_HEADERS = new Set(['cardurl', 'url', 'cardaddress', 'uri', 'ndefurl']);
const UID_HEADERS = new Set([
  'chipuid',
  'uid',
  'chipid',
  'taguid',
  'tagid',
  'nfcuid',
  'serialnumber',
]);
/** Hex with optional ':', '-' or space between bytes; stored as upper-case hex without them. */
const UID_SEPARATORS = /[\s:-]/g;
const UID_HEX = /^(?:[0-9A-F]{2}){1,32}$/;
const CARD_PATH = /^\/c\/([^/]+)\/?$/;

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The card address's slug: `/c/{slug}`, whatever the host or query (`?src=nfc`). */
export function cardSlugOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const match = CARD_PATH.exec(url.pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export function normaliseUid(value: string): string | null {
  const uid = value.replace(UID_SEPARATORS, '').toUpperCase();
  return UID_HEX.test(uid) ? uid : null;
}

function readRow(cells: string[], row: number, at: { url: number; uid: number }) {
  const errors: BatchRejectedRow[] = [];
  const urlText = (cells[at.url] ?? '').trim();
  const uidText = (cells[at.uid] ?? '').trim();
  const slug = cardSlugOf(urlText);
  const uid = normaliseUid(uidText);
  if (!slug)
    errors.push({ row, field: 'card_url', message: `Not a card URL: ${urlText || '(empty)'}` });
  if (!uid) {
    const message = `Chip UID must be hexadecimal bytes, e.g. 04:A2:2B:1A:5C:3E:80 (got ${uidText || 'nothing'})`;
    errors.push({ row, field: 'chip_uid', message });
  }
  return slug && uid ? { chip: { row, slug, uid }, errors } : { errors };
}

/**
 * The encoder's CSV: a header with Card URL and Chip UID columns (others ignored), then one
 * chip a row. Read as the user import reads a file: UTF-8 or Windows-1252 (a BOM taken off),
 * comma, semicolon or tab, CRLF, LF and CR each ending a row; rows numbered as a spreadsheet
 * shows them (header 1). A card or a UID given twice is an error of the later row.
 */
export function readEncoderFile(content: Buffer): {
  chips: EncodedChip[];
  errors: BatchRejectedRow[];
} {
  const text = decodeText(content);
  const records = parseCsv(text, detectDelimiter(text));
  if (records.some((record) => record.error)) throw new HttpError(400, BATCH_MESSAGES.unreadable);
  const numbered = records.map(({ cells }, index) => ({ row: index + 1, cells }));
  const [header, ...data] = numbered.filter(({ cells }) => !isBlank(cells));
  if (!header) throw new HttpError(400, ENCODER_COLUMNS_REQUIRED);
  const keys = header.cells.map(headerKey);
  const at = {
    url: keys.findIndex((key) => URL_HEADERS.has(key)),
    uid: keys.findIndex((key) => UID_HEADERS.has(key)),
  };
  if (at.url < 0 || at.uid < 0) throw new HttpError(400, ENCODER_COLUMNS_REQUIRED);
  if (data.length === 0) throw new HttpError(400, ENCODER_NO_ROWS);
  const chips: EncodedChip[] = [];
  const errors: BatchRejectedRow[] = [];
  const rowOfSlug = new Map<string, number>();
  const rowOfUid = new Map<string, number>();
  for (const { row, cells } of data) {
    const read = readRow(cells, row, at);
    errors.push(...read.errors);
    if (!read.chip) continue;
    const { slug, uid } = read.chip;
    if (rowOfSlug.has(slug)) {
      errors.push({
        row,
        field: 'card_url',
        message: `The same card is on row ${rowOfSlug.get(slug)}`,
      });
    } else if (rowOfUid.has(uid)) {
      errors.push({
        row,
        field: 'chip_uid',
        message: `The same chip UID is on row ${rowOfUid.get(uid)}`,
      });
    } else {
      rowOfSlug.set(slug, row);
      rowOfUid.set(uid, row);
      chips.push(read.chip);
    }
  }
  return { chips, errors };
}
