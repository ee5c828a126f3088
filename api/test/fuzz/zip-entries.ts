// Reading and writing the ZIP archives of XLSX files, so the fuzzer can damage their parts.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** The entries of a ZIP written by exceljs (no data descriptors, deflated or stored). */
export function unzip(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  const entries: ZipEntry[] = [];
  for (let i = 0, at = zip.readUInt32LE(end + 16); i < zip.readUInt16LE(end + 10); i++) {
    const [nameLength, local] = [zip.readUInt16LE(at + 28), zip.readUInt32LE(at + 42)];
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({
      name,
      data: zip.readUInt16LE(at + 10) === DEFLATED ? inflateRawSync(raw) : raw,
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A well-formed ZIP with correct CRCs, its entries deflated or (method 0) stored. */
export function zip(entries: ZipEntry[], method = DEFLATED): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const stored = method === DEFLATED ? deflateRawSync(data) : data;
    // From "version needed" to "extra field length": the same in both headers.
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(method, 4);
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(stored.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(fileName.length, 22);
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    const local = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), fields, fileName, stored]);
    centrals.push(Buffer.from('PK\x01\x02\x14\x00', 'latin1'), fields, tail, fileName);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.write('PK\x05\x06', 0, 'latin1');
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
