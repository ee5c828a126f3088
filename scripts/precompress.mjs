// Writes file.br and file.gz beside each text file of a built dist/ folder, once at build
// time, so the app servers send them as they are instead of compressing at every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;
// Operators edit dist/remotes.json in place to move a remote: a variant would go stale.
const EDITED_IN_PLACE = new Set(['remotes.json']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

const shouldCompress = (file, size) =>
  TEXT_FILE.test(file) && !EDITED_IN_PLACE.has(path.basename(file)) && size >= MIN_BYTES;

/** Writes the variants of one file that are smaller than it; returns how many it wrote. */
async function compressFile(file) {
  const data = await readFile(file);
  const written = await Promise.all(
    Object.entries(ENCODERS).map(async ([extension, encode]) => {
      const compressed = await encode(data);
      if (compressed.length >= data.length) return 0;
      await writeFile(`${file}.${extension}`, compressed);
      return 1;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/** Precompresses every eligible file under `dist`; resolves with the number of files written. */
export async function precompressFolder(dist) {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const eligible = [];
  for (const file of files) {
    if (shouldCompress(file, (await stat(file)).size)) eligible.push(file);
  }
  // zlib's async calls run on libuv's thread pool: the files compress in parallel.
  const counts = await Promise.all(eligible.map(compressFile));
  return counts.reduce((sum, count) => sum + count, 0);
}
