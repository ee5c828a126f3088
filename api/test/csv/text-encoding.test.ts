import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  CSV_NOT_UTF8,
  decodeText,
  detectEncoding,
  isUnambiguousWindows1252,
} from '../../src/csv/text-encoding';
import { HttpError } from '../../src/errors';

const TEXT = 'first_name,last_name\nLatín,Müller\nZoë,Ødegård €5\n';
const utf16be = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
const refusedAsNotUtf8 = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 400 && error.message === CSV_NOT_UTF8;

describe('detectEncoding and decodeText', () => {
  test('read UTF-8 with or without a BOM, and UTF-16 LE or BE with a BOM, BOM dropped', () => {
    const files: Array<[Buffer, string]> = [
      [Buffer.from(TEXT, 'utf8'), 'utf-8'],
      [Buffer.from(`\uFEFF${TEXT}`, 'utf8'), 'utf-8'],
      [Buffer.from(`\uFEFF${TEXT}`, 'utf16le'), 'utf-16le'],
      [utf16be(TEXT), 'utf-16be'],
    ];
    for (const [bytes, encoding] of files) {
      assert.equal(detectEncoding(bytes), encoding);
      assert.equal(decodeText(bytes), TEXT);
    }
  });

  test('read bytes that are not UTF-8 as Windows-1252, the euro sign included', () => {
    const bytes = Buffer.concat([
      Buffer.from('Latin M', 'latin1'),
      Buffer.from([0xfc]),
      Buffer.from('ller ', 'latin1'),
      Buffer.from([0x80, 0x35, 0x20, 0x93, 0x71, 0x94]),
    ]);
    assert.equal(detectEncoding(bytes), 'windows-1252');
    assert.equal(decodeText(bytes), 'Latin Müller €5 “q”');
  });

  test('decode characters split across slices of a large file', () => {
    const text = `${'é'.repeat(40_000)}\n${'€'.repeat(30_000)}`;
    assert.equal(decodeText(Buffer.from(text, 'utf8')), text);
    assert.equal(decodeText(Buffer.from(`\uFEFF${text}`, 'utf16le')), text);
  });

  test("refuse what is neither UTF-8 nor surely Windows-1252: 'Save the file as CSV UTF-8'", () => {
    const refused: Array<[string, Buffer]> = [
      // 'Иванов' in Windows-1251 reads 'Èâàíîâ' in Windows-1252.
      ['Cyrillic code page', Buffer.from([0xc8, 0xe2, 0xe0, 0xed, 0xee, 0xe2])],
      ['Shift-JIS', Buffer.from([0x93, 0x8c, 0x8b, 0x9e])],
      ['UTF-8 mixed with Latin-1', Buffer.from([0x4d, 0xc3, 0xbc, 0x6c, 0x6c, 0x65, 0x72, 0xe9])],
      ['UTF-16 without BOM', Buffer.from('Ann,Lee\nZoë', 'utf16le')],
      [
        'UTF-16 with an odd byte',
        Buffer.concat([Buffer.from('\uFEFFAnn', 'utf16le'), Buffer.of(0x41)]),
      ],
      ['UTF-8 BOM then Latin-1', Buffer.from([0xef, 0xbb, 0xbf, 0x4d, 0xfc, 0x6c])],
    ];
    for (const [name, bytes] of refused) {
      assert.throws(() => decodeText(bytes), refusedAsNotUtf8, name);
    }
  });
});

describe('isUnambiguousWindows1252', () => {
  test('accepts Western text with accents here and there', () => {
    assert.ok(isUnambiguousWindows1252(Buffer.from('Größe, Façade, Ærøskøbing', 'latin1')));
  });

  test('refuses undefined bytes and control characters', () => {
    assert.ok(!isUnambiguousWindows1252(Buffer.from([0x41, 0x81])));
    assert.ok(!isUnambiguousWindows1252(Buffer.from([0x41, 0x00, 0x42])));
  });
});
