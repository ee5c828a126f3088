import { crc32, deflateSync } from 'node:zlib';
import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { imageBytes } from './templates';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk with its length and a correct CRC, so only what it declares is hostile. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring `width` × `height` RGB pixels, with a few bytes of data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose start-of-frame is rewritten to declare `width` × `height`. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await imageBytes(16, 16, 'jpeg'));
  for (let i = 2; i < jpeg.length - 9; i++) {
    // SOF0..SOF2: FF C0-C2, length (2), precision (1), height (2), width (2)
    if (jpeg[i] === 0xff && jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no start-of-frame in the JPEG');
}

export interface HostileFile {
  label: string;
  name: string;
  bytes: Buffer;
  status: 400 | 413;
  message: string;
}

const { imageEmpty, imageTooManyPixels, imageType, imageUnreadable } = TEMPLATE_MESSAGES;

/** Files an attacker might upload as a logo or photo, each with the status it must get. */
export async function hostileImages(): Promise<HostileFile[]> {
  const png = await imageBytes(64, 64, 'png');
  const jpeg = await imageBytes(64, 64, 'jpeg');
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>fetch("/api/auth/me").then(r=>r.text()).then(alert)</script></svg>',
  );
  return [
    {
      label: 'an SVG with a script',
      name: 'logo.svg',
      bytes: svg,
      status: 400,
      message: imageType,
    },
    {
      label: 'an SVG with a script named .png',
      name: 'logo.png',
      bytes: svg,
      status: 400,
      message: imageType,
    },
    {
      label: 'PNG magic followed by JPEG data',
      name: 'poly.png',
      bytes: Buffer.concat([PNG_MAGIC, jpeg]),
      status: 400,
      message: imageUnreadable,
    },
    {
      label: 'JPEG magic followed by PNG data',
      name: 'poly.jpg',
      bytes: Buffer.concat([jpeg.subarray(0, 3), png]),
      status: 400,
      message: imageUnreadable,
    },
    {
      label: 'a PNG declaring 20,000 × 20,000 pixels',
      name: 'bomb.png',
      bytes: pngDeclaring(20_000, 20_000),
      status: 413,
      message: imageTooManyPixels,
    },
    {
      label: 'a JPEG declaring 20,000 × 20,000 pixels',
      name: 'bomb.jpg',
      bytes: await jpegDeclaring(20_000, 20_000),
      status: 413,
      message: imageTooManyPixels,
    },
    {
      label: 'a truncated PNG',
      name: 'cut.png',
      bytes: png.subarray(0, Math.floor(png.length / 2)),
      status: 400,
      message: imageUnreadable,
    },
    {
      label: 'a truncated JPEG',
      name: 'cut.jpg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      status: 400,
      message: imageUnreadable,
    },
    {
      label: 'a text file named .png',
      name: 'fake.png',
      bytes: Buffer.from('just some text, not an image\n'),
      status: 400,
      message: imageType,
    },
    {
      label: 'an empty file',
      name: 'empty.png',
      bytes: Buffer.alloc(0),
      status: 400,
      message: imageEmpty,
    },
  ];
}
