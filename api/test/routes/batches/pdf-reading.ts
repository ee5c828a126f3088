// Reading back the PDFs the API writes (pdfkit's output), for tests: pages, and the texts they
// show. Not a PDF parser: enough of one for files written with the standard fonts.
import { inflateSync } from 'node:zlib';

// A stream's dictionary (no nested dictionaries in pdfkit's content streams) with its length.
const STREAM_START = /<<([^<>]*)>>\s*stream\r?\n/g;

/** The content of every stream in the file, inflated where it is deflated. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return Array.from(text.matchAll(STREAM_START), (match) => {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    return (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
  });
}

/** How many pages the file holds (its page objects, not the page tree). */
export const pageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

// WinAnsi's letters beyond Latin-1 that the tests' names use.
const WIN_ANSI = new Map([[0x85, '…']]);
const decodeHex = (hex: string) =>
  Array.from(
    Buffer.from(hex, 'hex'),
    (byte) => WIN_ANSI.get(byte) ?? String.fromCharCode(byte),
  ).join('');

/** The texts a page's content shows, in drawing order, its pieces joined where kerned. */
const shown = (content: string): string[] =>
  Array.from(content.matchAll(/\[([^\]]*)\]\s*TJ/g), ([, pieces]) =>
    Array.from(pieces!.matchAll(/<([0-9a-fA-F]*)>/g), ([, hex]) => decodeHex(hex!)).join(''),
  );

/**
 * Each page's texts, in drawing order (pdfkit writes one content stream per page, and nothing
 * else in streams with the standard fonts). A `[<hex> kerning <hex> …] TJ` is one text.
 */
export const pageTexts = (pdf: Buffer): string[][] => streams(pdf).map(shown);
