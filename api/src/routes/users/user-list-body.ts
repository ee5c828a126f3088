import { PassThrough, type Transform } from 'node:stream';
import { type BrotliOptions, constants, createBrotliCompress, createGzip } from 'node:zlib';
import { BROTLI_QUALITY } from '../../plugins/compression';

export type ListEncoding = 'br' | 'gzip' | null;

/**
 * The list's answer body as it is written: compressed here rather than by the compression
 * plugin, because the plugin's compressor holds its output until it has a few hundred rows'
 * worth, and the screen paints its first page from the first rows (decision 024).
 */
export interface ListBody {
  encoding: ListEncoding;
  stream: Transform;
  /** Writes `text` and sends it at once, compressed as far as it goes. */
  write(text: string): void;
  /** Resolves once what was written is out of the compressor. */
  sent(): Promise<void>;
}

const BROTLI: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** The q of each coding the client accepts (`*` stands for any not listed). */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) codings.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return codings;
}

/** brotli, else gzip, when the client takes it; as the compression plugin chooses for other answers. */
export function listEncoding(header: string | undefined): ListEncoding {
  if (!header) return null;
  const codings = acceptedCodings(header);
  const takes = (name: string) => (codings.get(name) ?? codings.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip') || takes('x-gzip')) return 'gzip';
  return null;
}

export function createListBody(encoding: ListEncoding): ListBody {
  if (encoding === null) {
    const stream = new PassThrough();
    return { encoding, stream, write: (text) => stream.write(text), sent: async () => undefined };
  }
  const stream = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
  return {
    encoding,
    stream,
    write: (text) => {
      stream.write(text);
      stream.flush();
    },
    // A body whose client has gone is never read: its flush must not hold the reading.
    sent: () =>
      new Promise((resolve) => {
        if (stream.destroyed) return resolve();
        stream.once('close', resolve);
        stream.flush(() => {
          stream.off('close', resolve);
          resolve();
        });
      }),
  };
}
