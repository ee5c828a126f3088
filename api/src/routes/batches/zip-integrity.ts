import { crc32, createInflateRaw } from 'node:zlib';

const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_CENTRAL = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const STORED = 0;
const DEFLATED = 8;
// A 10 MB workbook of text unpacks to well under this; a zip bomb is refused, not inflated.
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

interface Entry {
  method: number;
  crc: number;
  size: number;
  data: Buffer;
}

/** The entries the central directory lists, located through their local headers; null if broken. */
function entriesOf(zip: Buffer): Entry[] | null {
  const end = zip.lastIndexOf(END_OF_CENTRAL);
  if (end < 0 || end + 22 > zip.length) return null;
  const entries: Entry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count--) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const local = zip.readUInt32LE(at + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return null;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    if (start + compressed > zip.length) return null;
    // exceljs reads the local header, so it must say what the directory says. Its sizes may be
    // 0 when a data descriptor follows the data: the reader then looks for the descriptor's
    // signature, which must come right after the data and not before.
    const localSize = zip.readUInt32LE(local + 18);
    const descriptor = (zip.readUInt16LE(local + 6) & 0x08) !== 0 && localSize === 0;
    if (zip.readUInt16LE(local + 8) !== method) return null;
    if (
      descriptor ? zip.indexOf(DESCRIPTOR, start) !== start + compressed : localSize !== compressed
    ) {
      return null;
    }
    entries.push({
      method,
      crc: zip.readUInt32LE(at + 16),
      size: zip.readUInt32LE(at + 24),
      data: zip.subarray(start, start + compressed),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates without keeping the output: constant memory, and stops past the recorded size. */
async function entryIsIntact({ method, crc, size, data }: Entry): Promise<boolean> {
  if (method === STORED) return data.length === size && crc32(data) === crc;
  if (method !== DEFLATED) return false;
  let length = 0;
  let checksum = 0;
  const inflater = createInflateRaw();
  inflater.end(data);
  try {
    for await (const chunk of inflater) {
      length += (chunk as Buffer).length;
      if (length > size) return false;
      checksum = crc32(chunk as Buffer, checksum);
    }
  } catch {
    return false;
  }
  return length === size && checksum === crc;
}

/**
 * Whether every entry of a ZIP archive unpacks to its recorded size and CRC-32. exceljs's
 * streaming reader never settles on an entry whose compressed data is damaged (it waits for
 * the entry to end; the inflate error goes elsewhere), so archives are checked first.
 */
export async function zipIsIntact(zip: Buffer): Promise<boolean> {
  const entries = entriesOf(zip);
  if (!entries) return false;
  const unpacked = entries.reduce((total, entry) => total + entry.size, 0);
  if (unpacked > MAX_UNPACKED_BYTES) return false;
  for (const entry of entries) {
    if (!(await entryIsIntact(entry))) return false;
  }
  return true;
}
