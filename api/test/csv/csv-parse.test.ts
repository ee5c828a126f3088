import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { CsvDelimiter } from '../../src/csv/csv-dialect';
import { CsvParser, type CsvRecord, parseCsv, parseCsvStream } from '../../src/csv/csv-parse';

const cellsOf = (text: string, delimiter: CsvDelimiter = ',') =>
  parseCsv(text, delimiter).map((record) => record.cells);

describe('parseCsv', () => {
  test('ends a record at CRLF, LF and CR alike, mixed in one file', () => {
    // The template's header as an editor keeps it (CRLF), rows added with LF, one with CR.
    const text = 'first_name,last_name,email\r\nAnn,Lee,a@x.com\nBo,Park,b@x.com\rCy,Diaz,c@x.com';
    assert.deepEqual(cellsOf(text), [
      ['first_name', 'last_name', 'email'],
      ['Ann', 'Lee', 'a@x.com'],
      ['Bo', 'Park', 'b@x.com'],
      ['Cy', 'Diaz', 'c@x.com'],
    ]);
  });

  test('keeps line breaks of any kind inside quotes, exactly as written', () => {
    assert.deepEqual(cellsOf('a,"one\r\ntwo\nthree\rfour",b\r\n'), [
      ['a', 'one\r\ntwo\nthree\rfour', 'b'],
    ]);
  });

  test('reads doubled quotes, delimiters in quotes and a quote inside an unquoted value', () => {
    assert.deepEqual(cellsOf('"O""Neil","Jo, Jr.",5" tall\n'), [['O"Neil', 'Jo, Jr.', '5" tall']]);
    assert.deepEqual(cellsOf('"a;b";c\td\n', ';'), [['a;b', 'c\td']]);
  });

  test('a blank line is a record of one empty value; a last line break adds none', () => {
    assert.deepEqual(cellsOf('a\r\n\r\n\nb\r\r\n'), [['a'], [''], [''], ['b'], ['']]);
    assert.deepEqual(cellsOf('a,\n'), [['a', '']]);
    assert.deepEqual(cellsOf(''), []);
  });

  test('marks a record whose quote is never closed, or with text after its closing quote', () => {
    assert.deepEqual(parseCsv('a,b\n"c,d\ne,f\n', ','), [
      { cells: ['a', 'b'], error: null },
      { cells: ['c,d\ne,f\n'], error: 'unclosed-quote' },
    ]);
    assert.deepEqual(parseCsv('"c"d,e\nf\n', ','), [
      { cells: ['cd', 'e'], error: 'text-after-quote' },
      { cells: ['f'], error: null },
    ]);
  });
});

// ---- Any table, written with any line ending per line, read back in pieces of any size ----

const value = fc.string({
  unit: fc.oneof(
    fc.constantFrom(',', ';', '\t', '"', '\r', '\n', '\r\n', ' ', "'"),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});
const EOLS = ['\r\n', '\n', '\r'];

const writeCell = (cell: string, delimiter: string) =>
  cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

const table = fc
  .record({
    width: fc.integer({ min: 1, max: 6 }),
    delimiter: fc.constantFrom<CsvDelimiter>(',', ';', '\t'),
    height: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ width, delimiter, height }) =>
    fc.record({
      delimiter: fc.constant(delimiter),
      // A one-column record of one empty value would be written as a blank line: not here.
      rows: fc.array(
        fc.array(value, { minLength: width, maxLength: width }).filter((r) => r.join('') !== ''),
        { minLength: height, maxLength: height },
      ),
      eols: fc.array(fc.constantFrom(...EOLS), { minLength: height, maxLength: height }),
      pieces: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 20 }),
    }),
  );

function write(rows: string[][], eols: string[], delimiter: string): string {
  return rows
    .map((row, i) => row.map((cell) => writeCell(cell, delimiter)).join(delimiter) + eols[i])
    .join('');
}

/** `text` cut at the sizes given, over and over. */
function cut(text: string, sizes: number[]): string[] {
  const pieces: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = sizes[i % sizes.length]!;
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

describe('CsvParser on any table', () => {
  test('gives back every record as written, whatever the line endings and the pieces', () => {
    fc.assert(
      fc.property(table, ({ delimiter, rows, eols, pieces }) => {
        const text = write(rows, eols, delimiter);
        const parser = new CsvParser(delimiter);
        const records: CsvRecord[] = [];
        for (const piece of cut(text, pieces)) parser.push(piece, records);
        parser.end(records);
        assert.deepEqual(
          records,
          rows.map((cells) => ({ cells, error: null })),
        );
      }),
      { numRuns: 3000 },
    );
  });

  test('parseCsvStream gives the records of parseCsv', async () => {
    const text = 'a,"b\r\n"\r"c""",d\n\ne\r';
    async function* pieces() {
      for (const piece of cut(text, [3, 1, 2])) yield piece;
    }
    const streamed: CsvRecord[] = [];
    for await (const record of parseCsvStream(pieces(), ',')) streamed.push(record);
    assert.deepEqual(streamed, parseCsv(text, ','));
  });
});
